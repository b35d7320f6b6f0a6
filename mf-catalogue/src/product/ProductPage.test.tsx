import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Locale, ProductDetail } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerCatalogueTexts } from '../i18n';
import { linenShirt } from '../test/catalogue-fixtures';
import { ProductPage } from './ProductPage';

beforeAll(() => {
  registerCatalogueTexts();
});

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

const renderProduct = (route: string, locale: Locale = 'it') =>
  renderWithShop(
    <>
      <Address />
      <Routes>
        <Route
          path={locale === 'it' ? '/products/*' : '/en/products/*'}
          element={
            <ProductPage
              page="product"
              locale={locale}
              localePrefix={locale === 'it' ? '' : '/en'}
            />
          }
        />
      </Routes>
    </>,
    { route, locale },
  );

const productApi = (product: ProductDetail = linenShirt) =>
  mockApi({
    'GET /api/products/camicia-in-lino-ucam0001': { body: product },
    'GET /api/products/linen-shirt-ucam0001': { body: { ...product, locale: 'en' } },
    'POST /api/backstock/create': ({ init }) => {
      const body = JSON.parse(String(init?.body)) as { email: string };
      return body.email === 'taken@example.com'
        ? { status: 429, body: { message: 'Troppe richieste, riprova più tardi' } }
        : { body: { message: 'Ti scriveremo appena la taglia torna disponibile.' } };
    },
  });

const PATH = '/products/camicia-in-lino-ucam0001';

// A whole page typed into and clicked through in jsdom takes seconds on a busy 2-core machine.
jest.setTimeout(30_000);

describe('ProductPage', () => {
  it('shows the product with its reduced price, the 30-day lowest price and instalments', async () => {
    productApi();
    renderProduct(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Camicia in lino' })).toBeVisible();
    expect(screen.getByText('72,00 €')).toBeVisible();
    expect(screen.getByText('90,00 €')).toBeVisible();
    expect(screen.getByText('Prezzo più basso degli ultimi 30 giorni: 85,00 €')).toBeVisible();
    expect(screen.getByText('Oppure 3 rate senza interessi da 24,00 €')).toBeVisible();
    const breadcrumb = screen.getByRole('navigation', { name: 'Percorso' });
    expect(within(breadcrumb).getByRole('link', { name: 'Camicie' })).toHaveAttribute(
      'href',
      '/categories/Uomo/Camicie',
    );
    const image = screen.getByRole('img', { name: 'ucam0001 navy' });
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('tells the shell its head data: English twin and Product structured data with the offer', async () => {
    productApi();
    const { bus } = renderProduct(PATH);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(bus.getSnapshot('shell:page-meta')).toMatchObject({
        path: PATH,
        title: 'Camicia in lino',
        alternates: { it: PATH, en: '/en/products/linen-shirt-ucam0001' },
        jsonLd: {
          '@graph': expect.arrayContaining([
            expect.objectContaining({
              '@type': 'Product',
              sku: 'UCAM0001',
              offers: expect.objectContaining({
                price: '72.00',
                priceCurrency: 'EUR',
                availability: 'https://schema.org/InStock',
              }),
            }),
          ]),
        },
      }),
    );
  });

  it('asks for a size first, then sends one add-to-cart command however often it is tapped', async () => {
    productApi();
    const user = userEvent.setup();
    const { bus } = renderProduct(PATH);
    const commands: unknown[] = [];
    bus.subscribe('checkout:add-to-cart', (command) => commands.push(command));
    await user.click(await screen.findByRole('button', { name: 'Aggiungi al carrello' }));
    expect(screen.getByText('Seleziona una taglia')).toBeVisible();
    expect(commands).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.queryByText('Seleziona una taglia')).not.toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
    expect(commands).toEqual([
      {
        productId: 'UCAM0001',
        colour: 'navy',
        size: 'M',
        quantity: 1,
        commandId: expect.any(String),
      },
    ]);
    const [{ commandId }] = commands as [{ commandId: string }];
    // Another change's notification is not this command's answer: the button stays busy.
    act(() => bus.publish('checkout:cart-notification', { kind: 'removed' }));
    act(() => bus.publish('checkout:cart-notification', { kind: 'added', commandId: 'other' }));
    await user.click(screen.getByRole('button', { name: 'Aggiunta in corso…' }));
    expect(commands).toHaveLength(1);
    // The cart's answer to this command frees the button for the next garment.
    act(() => bus.publish('checkout:cart-notification', { kind: 'added', commandId }));
    await user.click(await screen.findByRole('button', { name: 'Aggiungi al carrello' }));
    expect(commands).toHaveLength(2);
  });

  it('marks a sold-out colour, keeps the chosen colour in the address and shows its picture', async () => {
    productApi();
    const user = userEvent.setup();
    renderProduct(PATH);
    const white = await screen.findByRole('radio', { name: 'Bianco, esaurito' });
    await user.click(white);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      `${PATH}?colour=white`,
    );
    expect(screen.getByRole('img', { name: 'ucam0001 white' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'M, esaurita' })).toBeVisible();
  });

  it('opens on the colour a shared link names', async () => {
    productApi();
    renderProduct(`${PATH}?colour=white`);
    expect(await screen.findByRole('radio', { name: 'Bianco, esaurito' })).toBeChecked();
  });

  it('offers "notify me" for a sold-out size, checks the address and shows the answer', async () => {
    const api = productApi();
    const user = userEvent.setup();
    renderProduct(PATH);
    await user.click(await screen.findByRole('radio', { name: 'L, esaurita' }));
    expect(screen.getByText('Taglia non disponibile')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Aggiungi al carrello' })).not.toBeInTheDocument();

    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Avvisami' }));
    expect(screen.getByText('Il campo è obbligatorio')).toBeVisible();
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Avvisami' }));
    expect(screen.getByText('La email inserita non è valida')).toBeVisible();

    await user.clear(email);
    await user.type(email, 'taken@example.com{Enter}');
    expect(await screen.findByText('Troppe richieste, riprova più tardi')).toBeVisible();
    expect(email).toHaveValue('taken@example.com');

    await user.clear(email);
    await user.type(email, ' anna@example.com {Enter}');
    expect(
      await screen.findByText('Ti scriveremo appena la taglia torna disponibile.'),
    ).toBeVisible();
    const sent = api.mock.calls
      .filter(([url]) => String(url).endsWith('/api/backstock/create'))
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
    expect(sent.at(-1)).toEqual({
      email: 'anna@example.com',
      product: 'UCAM0001',
      colour: 'navy',
      size: 'L',
      language: 'it',
    });
  });

  it('shows the garment’s sizes with their IT, EU, UK and US names and the body in cm', async () => {
    productApi();
    const user = userEvent.setup();
    renderProduct(PATH);
    await user.click(await screen.findByRole('button', { name: 'Guida alle taglie' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Guida alle taglie: Camicie e maglieria uomo',
    });
    const headersOf = (name: string) =>
      within(within(dialog).getByRole('table', { name }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
    expect(headersOf('Conversione delle taglie')).toEqual(['Taglia', 'IT', 'EU', 'UK', 'US']);
    expect(headersOf('Misure del corpo in centimetri')).toEqual([
      'Taglia',
      'Torace (cm)',
      'Vita (cm)',
    ]);
    const body = within(dialog).getByRole('table', { name: 'Misure del corpo in centimetri' });
    const medium = within(body).getByRole('rowheader', { name: 'M' }).closest('tr');
    expect(medium).toHaveClass('size-guide__row--own');
    expect(medium).toHaveTextContent('M94–9882–86');
    expect(within(body).getByRole('rowheader', { name: 'S' }).closest('tr')).not.toHaveClass(
      'size-guide__row--own',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(dialog).not.toHaveAttribute('open');
  });

  it('states shipping and returns with the store’s own figures', async () => {
    productApi();
    renderProduct(PATH);
    expect(
      await screen.findByText('Spedizione gratuita per ordini da 250,00 €; altrimenti 7,00 €.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Reso entro 14 giorni lavorativi.*10,00 €/)).toBeInTheDocument();
    expect(
      screen.getByText('Servizio clienti dal lunedì al venerdì, dalle 8:30 alle 17:30.'),
    ).toBeInTheDocument();
  });

  it('states the international store’s figures in English, and links the care guide', async () => {
    productApi();
    renderProduct('/en/products/linen-shirt-ucam0001', 'en');
    expect(
      await screen.findByText('Free shipping on orders from €250.00; otherwise €14.00.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/€20.00 VAT included/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How to care for this garment' })).toHaveAttribute(
      'href',
      '/en/careguide/linen',
    );
  });

  it('copies the link when the device has no share sheet', async () => {
    productApi();
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderProduct(PATH);
    await user.click(await screen.findByRole('button', { name: 'Condividi' }));
    expect(await screen.findByText('Link copiato')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('uses the device share sheet with the URL and title when there is one', async () => {
    productApi();
    const user = userEvent.setup();
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderProduct(PATH);
    await user.click(await screen.findByRole('button', { name: 'Condividi' }));
    expect(share).toHaveBeenCalledWith({ url: window.location.href, title: 'Camicia in lino' });
    Reflect.deleteProperty(navigator, 'share');
  });

  it('reports an unknown product as not found', async () => {
    productApi();
    const { bus } = renderProduct('/products/giacca-inesistente-x1');
    await waitFor(() =>
      expect(bus.getSnapshot('shell:page-meta')).toMatchObject({ notFound: true }),
    );
  });

  it('reports a crafted product path as not found without asking the API', async () => {
    const api = productApi();
    const { bus } = renderProduct('/products/..%2F..%2Fapi%2Fhealth');
    await waitFor(() =>
      expect(bus.getSnapshot('shell:page-meta')).toMatchObject({ notFound: true }),
    );
    expect(api).not.toHaveBeenCalled();
  });

  it('says when the whole product is sold out', async () => {
    productApi({
      ...linenShirt,
      available: false,
      colours: linenShirt.colours.map((colour) => ({
        ...colour,
        available: false,
        sizes: colour.sizes.map((size) => ({ ...size, available: false })),
      })),
    });
    renderProduct(PATH);
    expect(await screen.findByText('Prodotto non disponibile o esaurito')).toBeVisible();
  });
});
