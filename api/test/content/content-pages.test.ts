import {
  FREE_SHIPPING_THRESHOLD_CENTS,
  RETURN_SHIP_WITHIN_DAYS,
  RETURN_WINDOW_WORKING_DAYS,
  SELLER,
  SHIPPING_ZONE_TERMS,
  STORE_TERMS,
  type ApiErrorBody,
  type ContentPage,
} from '@shop/shared/contracts';
import { formatEuros, sellerAddress } from '@shop/shared/format';
import { findContentPage } from '../../src/content/content-page-repository';
import { testAppForFile } from '../helpers/build-test-app';

const shop = testAppForFile();

const get = (url: string) => shop.app.inject({ url });

async function getPage(id: string, lang?: string): Promise<ContentPage> {
  const response = await get(`/api/pages/${id}${lang ? `?lang=${lang}` : ''}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['cache-control']).toBe('public, max-age=60');
  return response.json();
}

const text = (page: ContentPage) => page.body.join('\n');

describe('GET /api/pages/:id', () => {
  test('answers the Italian FAQ by default, with its SEO and both language paths', async () => {
    const page = await getPage('faq');

    expect(page).toMatchObject({
      id: 'faq',
      locale: 'it',
      title: 'Domande frequenti',
      alternates: { it: '/pages/faq', en: '/en/pages/faq' },
      seo: {
        metaTitle: expect.stringContaining('Domande frequenti'),
        metaDescription: expect.stringContaining('8:30-17:30'),
        shareImage: null,
      },
    });
    expect(Object.keys(page.alternates)).toEqual(['it', 'en']);
    expect(page.seo.keywords).toContain('servizio clienti');
    expect(text(page)).toContain('dal lunedì al venerdì, dalle 8:30 alle 17:30');
    expect(page.seo.microdata).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
    });
    const questions = (page.seo.microdata as { mainEntity: { name: string }[] }).mainEntity;
    // One question per "## " heading of the page, in the same order.
    expect(questions.map((question) => `## ${question.name}`)).toEqual(
      page.body.filter((block) => block.startsWith('## ')),
    );
    expect(questions[0]?.name).toBe('Come posso contattare il servizio clienti?');
  });

  test('answers the English page under lang=en', async () => {
    const page = await getPage('faq', 'en');

    expect(page).toMatchObject({
      id: 'faq',
      locale: 'en',
      title: 'Frequently asked questions',
      alternates: { it: '/pages/faq', en: '/en/pages/faq' },
    });
    expect(text(page)).toContain('Monday to Friday, 8:30 to 17:30');
  });

  test('states spec §9’s figures from business-terms.ts, each language with its store’s', async () => {
    const [shippingIt, shippingEn, returnsIt, returnsEn, contactIt, contactEn] = await Promise.all([
      getPage('shipping', 'it'),
      getPage('shipping', 'en'),
      getPage('returns', 'it'),
      getPage('returns', 'en'),
      getPage('contact', 'it'),
      getPage('contact', 'en'),
    ]);
    const it = (cents: number) => formatEuros(cents, 'it');
    const en = (cents: number) => formatEuros(cents, 'en');
    const [itStore, intlStore] = [STORE_TERMS.it, STORE_TERMS.intl];

    expect(text(shippingIt)).toContain(
      `gratuita per ordini da ${it(FREE_SHIPPING_THRESHOLD_CENTS)} in su`,
    );
    expect(text(shippingIt)).toContain(`costa **${it(itStore.shippingCents)}**`);
    expect(text(shippingIt)).toContain('**1-3 giorni lavorativi**');
    expect(text(shippingEn)).toContain(
      `free on orders of ${en(FREE_SHIPPING_THRESHOLD_CENTS)} or more**; below that it costs **${en(intlStore.shippingCents)}**`,
    );
    expect(text(shippingEn)).toContain('**2-3 working days** within the EU');
    expect(text(returnsIt)).toContain(
      `entro **${RETURN_WINDOW_WORKING_DAYS} giorni lavorativi dal ricevimento**`,
    );
    expect(text(returnsIt)).toContain(`${it(itStore.returnCostCents)} IVA inclusa`);
    expect(text(returnsIt)).toContain(`**${RETURN_SHIP_WITHIN_DAYS} giorni**`);
    expect(text(returnsEn)).toContain(
      `within **${RETURN_WINDOW_WORKING_DAYS} working days of receipt**`,
    );
    expect(text(returnsEn)).toContain(`${en(intlStore.returnCostCents)} including VAT`);
    expect(returnsIt.seo.metaDescription).toContain(`${it(itStore.returnCostCents)} IVA inclusa`);
    expect(`${text(shippingIt)}${text(returnsEn)}`).not.toContain('{{');
    expect(text(contactIt)).toContain('dal lunedì al venerdì, dalle 8:30 alle 17:30');
    expect(text(contactEn)).toContain('Monday to Friday, 8:30 to 17:30');
    expect(contactEn.seo.microdata).toMatchObject({
      mainEntity: {
        contactPoint: { hoursAvailable: { opens: '08:30', closes: '17:30' } },
      },
    });
  });

  test('the English shipping page and FAQ state the rest of the world’s rate checkout charges', async () => {
    const [shippingEn, faqEn] = await Promise.all([
      getPage('shipping', 'en'),
      getPage('faq', 'en'),
    ]);
    const world = SHIPPING_ZONE_TERMS.world;
    const rate = formatEuros(world.shippingCents, 'en');
    const days = `${world.deliveryWorkingDays.min}-${world.deliveryWorkingDays.max} working days`;

    expect(rate).toBe('€25');
    expect(text(shippingEn)).toContain(`**${rate}** to the rest of the world`);
    expect(text(shippingEn)).toContain(`**${days}** to the rest of the world`);
    expect(shippingEn.seo.metaDescription).toContain(`${rate} to the rest of the world`);
    expect(text(faqEn)).toContain(`${rate} to the rest of the world`);
    expect(text(faqEn)).toContain(`${days} to the rest of the world`);
  });

  test('contact, privacy and terms name the one seller of shared/contracts/seller.ts', async () => {
    for (const locale of ['it', 'en'] as const) {
      const pages = await Promise.all(
        ['contact', 'privacy-policy', 'terms-conditions'].map((id) => getPage(id, locale)),
      );
      const address = sellerAddress(locale);
      expect(address).toContain(SELLER.street);
      for (const page of pages) {
        expect(text(page)).toContain(`${SELLER.name}, ${address}`);
        expect(text(page)).not.toContain('{{');
      }
      const [contact, , terms] = pages.map(text);
      expect(contact).toContain(`REA ${SELLER.rea}`);
      expect(terms).toContain(SELLER.vatNumber);
    }
    const contact = await getPage('contact', 'en');
    expect(contact.seo.microdata).toMatchObject({
      mainEntity: {
        name: SELLER.name,
        address: { streetAddress: SELLER.street, postalCode: SELLER.postalCode },
        contactPoint: { telephone: SELLER.phone, email: SELLER.email },
      },
    });
  });

  test('the terms point to ADR bodies, not the EU online dispute platform closed in 2025', async () => {
    const [termsIt, termsEn] = await Promise.all([
      getPage('terms-conditions', 'it'),
      getPage('terms-conditions', 'en'),
    ]);
    expect(text(termsIt)).toContain('risoluzione alternativa delle controversie (ADR)');
    expect(text(termsEn)).toContain('alternative dispute resolution (ADR) body');
    for (const terms of [termsIt, termsEn]) {
      expect(text(terms)).not.toMatch(
        /online dispute|controversie online|ec\.europa\.eu\/consumers\/odr/i,
      );
    }
  });

  test.each([
    'faq',
    'returns',
    'shipping',
    'about',
    'contact',
    'terms-conditions',
    'privacy-policy',
    'cookie-policy',
    'whistleblowing',
    'public-funding',
  ])('publishes %s in both languages with a title, text and description', async (id) => {
    for (const lang of ['it', 'en']) {
      const page = await getPage(id, lang);
      expect(page.id).toBe(id);
      expect(page.title).not.toBe('');
      expect(page.body.length).toBeGreaterThan(0);
      expect(page.seo.metaDescription.length).toBeGreaterThan(40);
      expect(page.seo.metaDescription.length).toBeLessThanOrEqual(160);
    }
  });

  test('answers the misspelt terms link with the terms page and its canonical id', async () => {
    const page = await getPage('terms-condtions', 'it');

    expect(page).toMatchObject({
      id: 'terms-conditions',
      title: 'Termini e condizioni',
      alternates: { it: '/pages/terms-conditions', en: '/en/pages/terms-conditions' },
    });
  });

  test('answers an unknown page with 404 and a message in the request’s language', async () => {
    const italian = await get('/api/pages/xyz');
    expect(italian.statusCode).toBe(404);
    expect(italian.json<ApiErrorBody>()).toEqual({ message: 'Pagina non trovata' });

    const english = await get('/api/pages/xyz?lang=en');
    expect(english.statusCode).toBe(404);
    expect(english.json<ApiErrorBody>()).toEqual({ message: 'Page not found' });
    expect(english.headers['cache-control']).toBeUndefined();
  });

  test('does not answer the pages that have routes of their own', async () => {
    for (const id of ['newsletter', 'career', 'storelocator']) {
      expect((await get(`/api/pages/${id}`)).statusCode).toBe(404);
    }
  });

  test.each([
    ['an upper-case id', 'FAQ'],
    ['a path', '..%2F..%2Fetc%2Fpasswd'],
    ['a nested path', 'faq%2Fmore'],
    ['a quote', "faq'--"],
    ['a trailing hyphen', 'faq-'],
    ['blanks', 'faq%20'],
    ['an over-long id', 'a'.repeat(65)],
  ])('refuses %s with 400 and a message', async (_what, id) => {
    const response = await get(`/api/pages/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().message).toBe(
      'Richiesta non valida: controlla il campo «id».',
    );
  });

  test('refuses an unknown language with 400', async () => {
    const response = await get('/api/pages/faq?lang=de');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Richiesta non valida: controlla il campo «lang».',
    });
  });

  test('answers only GET', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/pages/faq' });
    expect(response.statusCode).toBe(404);
  });
});

describe('findContentPage', () => {
  const db = () => shop.database.db;

  test('reads the page from the database, as the server’s page renderer does', async () => {
    await db()
      .updateTable('content_page_texts')
      .set({ title: 'Spedizioni e consegne' })
      .where('page_id', '=', 'shipping')
      .where('locale', '=', 'it')
      .execute();

    expect(await findContentPage(db(), 'shipping', 'it')).toMatchObject({
      id: 'shipping',
      title: 'Spedizioni e consegne',
    });
    expect((await getPage('shipping', 'it')).title).toBe('Spedizioni e consegne');
  });

  test('answers null for unknown or malformed ids without asking the database', async () => {
    expect(await findContentPage(db(), 'xyz', 'it')).toBeNull();
    expect(await findContentPage(db(), "faq' or '1'='1", 'it')).toBeNull();
    expect(await findContentPage(db(), '', 'en')).toBeNull();
  });

  test('lists only the languages a page is published in, and 404s in the others', async () => {
    await db().insertInto('content_pages').values({ id: 'solo-italiano' }).execute();
    await db()
      .insertInto('content_page_texts')
      .values({
        page_id: 'solo-italiano',
        locale: 'it',
        title: 'Solo in italiano',
        body: ['Una pagina con "virgolette", {graffe}, \\barre e, virgole.'],
        meta_title: 'Solo in italiano',
        meta_description: 'Una pagina pubblicata solo nel negozio italiano.',
        keywords: ['uno, due', 'tre "quattro"'],
      })
      .execute();

    const page = await findContentPage(db(), 'solo-italiano', 'it');
    expect(page).toMatchObject({
      alternates: { it: '/pages/solo-italiano' },
      body: ['Una pagina con "virgolette", {graffe}, \\barre e, virgole.'],
      seo: { keywords: ['uno, due', 'tre "quattro"'], shareImage: null },
    });
    expect(page?.alternates).not.toHaveProperty('en');
    expect(page?.seo).not.toHaveProperty('microdata');
    expect(await findContentPage(db(), 'solo-italiano', 'en')).toBeNull();
    expect((await get('/api/pages/solo-italiano?lang=en')).statusCode).toBe(404);
  });

  test('prefers a page over an alias spelt the same, and follows an alias to its page', async () => {
    await db()
      .insertInto('content_page_aliases')
      .values({ alias: 'faq', page_id: 'about' })
      .execute();
    await db()
      .insertInto('content_page_aliases')
      .values({ alias: 'chi-siamo', page_id: 'about' })
      .execute();

    expect((await findContentPage(db(), 'faq', 'it'))?.id).toBe('faq');
    expect((await findContentPage(db(), 'chi-siamo', 'en'))?.id).toBe('about');
  });

  test('gives a share image when one is stored', async () => {
    await db()
      .updateTable('content_page_texts')
      .set({ share_image_url: '/media/pages/about.jpg' })
      .where('page_id', '=', 'about')
      .execute();

    expect((await findContentPage(db(), 'about', 'en'))?.seo.shareImage).toEqual({
      image: { url: '/media/pages/about.jpg' },
    });
  });
});
