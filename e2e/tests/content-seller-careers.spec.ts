import { SELLER } from '@shop/shared/contracts';
import { CAREER_PRIVACY_TEXT_VERSION } from '@shop/shared/contracts/careers';
import { realPdf } from '@shop/api/test-support/cv-files';
import { waitForEmail } from '../support/outbox';
import { shootAtBothWidths } from '../support/screenshots';
import { expect, test } from '../support/shop';

/** An address no earlier run has used (the shop's database outlives a run). */
function uniqueEmail(label: string): string {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `e2e-${label}-${unique}@example.com`;
}

test('a candidate applies from the careers page and gets the confirmation e-mail in English', async ({
  page,
  request,
  shop,
}) => {
  const email = uniqueEmail('career');
  await page.goto(`${shop.intl}/en/pages/career`);
  const form = page.getByRole('main').getByRole('form', { name: 'Application' });

  // Nothing is sent without the consent; its message says why.
  await form.getByRole('textbox', { name: 'Full name' }).fill('John Smith');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: /^Phone/ }).fill('0000000');
  await form
    .getByRole('combobox', { name: 'Position' })
    .selectOption({ label: 'Warehouse operator' });
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('I have run a warehouse for six years.');
  await form.getByLabel('CV').setInputFiles({
    name: 'John Smith CV.pdf',
    mimeType: 'application/pdf',
    buffer: realPdf('John Smith'),
  });
  await form.getByRole('button', { name: 'Send your application' }).click();
  const consent = form.getByRole('checkbox', { name: /candidates’ privacy notice/ });
  await expect(consent).toHaveAccessibleDescription('You must accept the privacy policy');
  await expect(form.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription(
    /The phone number entered is not valid/,
  );

  await form.getByRole('textbox', { name: /^Phone/ }).fill('+44 20 7946 0958');
  await consent.check();
  await form.getByRole('button', { name: 'Send your application' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have received' })).toHaveText(
    'Thank you! We have received your application: if your profile matches an open position, we will contact you.',
  );
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  await shootAtBothWidths(page, 'career-sent-en');

  const confirmation = await waitForEmail(request, shop, (message) => message.to === email);
  expect(confirmation.subject).toBe('We have received your application: Warehouse operator');
  expect(confirmation.text).toContain('Hello John Smith,');
  expect(confirmation.text).toContain('We have received your CV (John Smith CV.pdf)');
  expect(confirmation.text).toContain(`privacy notice (version ${CAREER_PRIVACY_TEXT_VERSION})`);
});

test('the footer, contact, privacy and terms pages give the same seller’s address', async ({
  page,
  shop,
}) => {
  const street = `${SELLER.street}, ${SELLER.postalCode} ${SELLER.city.it}`;
  for (const path of ['/pages/contact', '/pages/privacy-policy', '/pages/terms-conditions']) {
    await page.goto(`${shop.it}${path}`);
    await expect(page.getByRole('main')).toContainText(`${SELLER.name}, ${street}`);
    await expect(page.getByRole('contentinfo')).toContainText(`${SELLER.name} · ${street}`);
  }
  await expect(page.getByRole('contentinfo')).toContainText(`REA ${SELLER.rea}`);
  await page.goto(`${shop.intl}/en/pages/contact`);
  const english = `${SELLER.street}, ${SELLER.postalCode} ${SELLER.city.en}, Italy`;
  await expect(page.getByRole('main')).toContainText(`${SELLER.name}, ${english}`);
  await expect(page.getByRole('contentinfo')).toContainText(`VAT number IT${SELLER.vatNumber}`);
  await shootAtBothWidths(page, 'contact-en');
});

test('the English shipping page and FAQ give the rest of the world’s rate; the terms name ADR, not the ODR platform', async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.intl}/en/pages/shipping`);
  const main = page.getByRole('main');
  await expect(main).toContainText('€25 to the rest of the world');
  await expect(main).toContainText('4-8 working days to the rest of the world');
  await shootAtBothWidths(page, 'shipping-en');
  await page.goto(`${shop.intl}/en/pages/faq`);
  await expect(main).toContainText('€25 to the rest of the world');
  await page.goto(`${shop.intl}/en/pages/terms-conditions`);
  await expect(main).toContainText('alternative dispute resolution (ADR) body');
  await expect(main).not.toContainText('online dispute resolution platform');
  await shootAtBothWidths(page, 'terms-en');
  await page.goto(`${shop.it}/pages/terms-conditions`);
  await expect(main).toContainText('risoluzione alternativa delle controversie (ADR)');
});

test('the store locator offers only the continents and regions with stores', async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.it}/pages/storelocator`);
  const main = page.getByRole('main');
  const continent = main.getByRole('combobox', { name: 'Continente' });
  await expect(continent.getByRole('option')).toHaveText([
    'Tutti i continenti',
    'Europa',
    'Americhe',
    'Asia',
  ]);
  await continent.selectOption({ label: 'Europa' });
  const region = main.getByRole('combobox', { name: 'Regione' });
  await expect(region.getByRole('option')).toHaveText([
    'Tutte le regioni',
    'Europa meridionale',
    'Europa occidentale',
    'Europa settentrionale',
  ]);
  await region.selectOption({ label: 'Europa settentrionale' });
  await expect(main.getByRole('status')).toHaveText('2 negozi');
  await expect(main.getByRole('combobox', { name: 'Paese' }).getByRole('option')).toHaveText([
    'Tutti i paesi',
    'Danimarca',
    'Regno Unito',
  ]);
  await shootAtBothWidths(page, 'store-locator-it');
});
