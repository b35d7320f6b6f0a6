import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { mockApi, type FakeRoutes } from '@shop/shared/test/mock-api';
import { readDraft, updateDraft } from '../checkout/checkout-draft';
import { registerCheckoutTexts } from '../i18n';
import {
  cartOf,
  milanAddress,
  paymentMethods,
  shippingMethods,
  shirt,
} from '../test/checkout-fixtures';
import { renderCheckoutPage } from '../test/render-checkout';
import { PaymentPage } from './PaymentPage';

beforeAll(registerCheckoutTexts);
beforeEach(() => sessionStorage.clear());
// Filling a whole address form in jsdom takes seconds on a busy machine.
jest.setTimeout(20_000);

const guest = { guest: true, userData: { name: '', lastName: '', email: 'giulia@example.it' } };

function api(routes: FakeRoutes = {}) {
  return mockApi({
    'GET /api/cart': { body: cartOf([shirt]) },
    'GET /api/auth/autoLogin': { body: guest },
    'GET /api/checkout/shipping-methods': { body: shippingMethods },
    'GET /api/checkout/payment-methods': { body: paymentMethods },
    ...routes,
  });
}

function renderPage() {
  return renderCheckoutPage((store) => <PaymentPage locale="it" localePrefix="" store={store} />, {
    path: '/checkout/payment',
  });
}

function renderEnglishPage() {
  return renderCheckoutPage(
    (store) => <PaymentPage locale="en" localePrefix="/en" store={store} />,
    { path: '/en/checkout/payment', locale: 'en' },
  );
}

/** Types into a field by its label inside the shipping address panel (paste: one event). */
async function fill(user: UserEvent, scope: HTMLElement, label: string, value: string) {
  const field = within(scope).getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

async function fillShipping(user: UserEvent, fiscalCode = 'BNCGLI90C47F205C') {
  const panel = screen.getByRole('region', { name: 'Indirizzo di spedizione' });
  await fill(user, panel, 'Nome', 'Giulia');
  await fill(user, panel, 'Cognome', 'Bianchi');
  await fill(user, panel, 'Indirizzo', 'Via della Spiga');
  await fill(user, panel, 'Numero civico', '12');
  await user.selectOptions(within(panel).getByLabelText('Paese'), 'IT');
  await user.selectOptions(within(panel).getByLabelText('Provincia'), 'MI');
  await fill(user, panel, 'Città', 'Milano');
  await fill(user, panel, 'CAP', '20121');
  await fill(user, panel, 'Prefisso', '+39');
  await fill(user, panel, 'Numero di telefono', '333 123 4567');
  await fill(user, panel, 'Codice fiscale', fiscalCode);
  return panel;
}

/** What the shopper chose on an earlier visit of this step: the courier and a bank transfer. */
function saveEarlierSteps() {
  updateDraft({
    email: 'giulia@example.it',
    shippingAddress: milanAddress,
    billingAddress: null,
    shippingMethod: shippingMethods.methods[0],
    paymentMethod: paymentMethods.methods[1],
  });
}

describe('PaymentPage', () => {
  it('shows spec §5’s Italian messages on an empty submit, and moves focus to the first', async () => {
    api();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continua al riepilogo' }));
    const panel = screen.getByRole('region', { name: 'Indirizzo di spedizione' });
    const message = (label: string) =>
      within(panel).getByLabelText(label).getAttribute('aria-describedby') ?? '';
    expect(await within(panel).findAllByText('Il campo è obbligatorio')).not.toHaveLength(0);
    expect(within(panel).getByLabelText('Nome')).toHaveFocus();
    expect(within(panel).getByLabelText('Numero civico')).toHaveAccessibleDescription(
      'Il numero civico è obbligatorio!',
    );
    expect(within(panel).getByLabelText('Numero di telefono')).toHaveAccessibleDescription(
      'Il numero di telefono è obbligatorio',
    );
    // The Italian store ships only within Italy: its form starts there, with a province to pick.
    expect(within(panel).getByLabelText('Paese')).toHaveValue('IT');
    expect(within(panel).getByLabelText('Provincia')).toHaveAccessibleDescription(
      'Il campo è obbligatorio',
    );
    expect(within(panel).getByLabelText('Codice fiscale')).toHaveAccessibleDescription(
      'Il campo è obbligatorio',
    );
    expect(message('Informazioni aggiuntive (facoltativo)')).not.toBe('');
    expect(
      within(panel).getByLabelText('Informazioni aggiuntive (facoltativo)'),
    ).not.toHaveAttribute('aria-invalid');
  });

  it('checks an Italian fiscal code’s check letter', async () => {
    api();
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Continua al riepilogo' });
    const panel = await fillShipping(user, 'BNCGLI90C47F205X');
    await user.click(screen.getByRole('button', { name: 'Continua al riepilogo' }));
    expect(within(panel).getByLabelText('Codice fiscale')).toHaveAccessibleDescription(
      'Il codice fiscale inserito non è valido',
    );
    await waitFor(() => expect(within(panel).getByLabelText('Codice fiscale')).toHaveFocus());
  });

  it('tokenizes the card, keeps the choices in the draft (never the card number) and goes to review', async () => {
    const fetch = api({
      'POST /api/checkout/card-tokens': { body: { token: 'tok_1', display: '•••• 4242' } },
    });
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Continua al riepilogo' });
    await fillShipping(user);
    // The only shipping method is chosen for the shopper once the country is known.
    expect(await screen.findByRole('radio', { name: /Corriere espresso/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Carta di credito' }));
    const card = screen.getByRole('group', { name: 'Dati della carta' });
    await fill(user, card, 'Numero della carta', '4242 4242 4242 4242');
    await fill(user, card, 'Scadenza (MM/AA)', '12/40');
    await fill(user, card, 'Codice di sicurezza (CVC)', '123');
    await fill(user, card, 'Titolare della carta', 'Giulia Bianchi');
    await user.click(screen.getByRole('button', { name: 'Continua al riepilogo' }));

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/checkout/review');
    const tokenCall = fetch.mock.calls.find(([url]) => String(url).endsWith('/card-tokens'));
    // As typed: the tokenizer's contract takes the digits of the number.
    expect(JSON.parse(String(tokenCall?.[1]?.body))).toEqual({
      number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      holder: 'Giulia Bianchi',
      language: 'it',
    });
    const draft = readDraft();
    expect(draft).toMatchObject({
      email: 'giulia@example.it',
      shippingAddress: { ...milanAddress, phoneNumber: '3331234567' },
      billingAddress: null,
      invoice: null,
      shippingMethod: { id: 'courier', priceCents: 700 },
      paymentMethod: { id: 'card' },
      card: { token: 'tok_1', display: '•••• 4242' },
    });
    expect(JSON.stringify(draft)).not.toContain('4242424242424242');
  });

  it('refuses a card number whose check digit is wrong, in Italian', async () => {
    api();
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Continua al riepilogo' });
    await fillShipping(user);
    await user.click(await screen.findByRole('radio', { name: 'Carta di credito' }));
    const card = screen.getByRole('group', { name: 'Dati della carta' });
    await fill(user, card, 'Numero della carta', '4242 4242 4242 4241');
    await user.click(screen.getByRole('button', { name: 'Continua al riepilogo' }));
    expect(within(card).getByLabelText('Numero della carta')).toHaveAccessibleDescription(
      'Il numero della carta non è valido',
    );
  });

  it('says when no delivery method serves the address', async () => {
    const message = 'Sorry, no delivery methods are available for the address you selected';
    api({ 'GET /api/checkout/shipping-methods': { status: 422, body: { message } } });
    renderEnglishPage();
    const user = userEvent.setup();
    const panel = within(await screen.findByRole('region', { name: 'Shipping address' }));
    await user.selectOptions(panel.getByLabelText('Country'), 'FR');
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('offers Italy alone on the Italian store, and says where to buy for another country', async () => {
    api();
    renderPage();
    const panel = within(await screen.findByRole('region', { name: 'Indirizzo di spedizione' }));
    const country = panel.getByLabelText('Paese');
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Seleziona un paese', 'Italia']);
    expect(country).toHaveValue('IT');
    expect(panel.getByText(/Il negozio italiano spedisce solo in Italia\./)).toHaveTextContent(
      /Il carrello non passa da un negozio all’altro/,
    );
  });

  it('ships to the rest of the world from the international store, named in English, by name', async () => {
    const fetch = api();
    renderEnglishPage();
    const user = userEvent.setup();
    const panel = within(await screen.findByRole('region', { name: 'Shipping address' }));
    const names = within(panel.getByLabelText('Country'))
      .getAllByRole('option')
      .map((option) => option.textContent ?? '')
      .slice(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).toEqual(expect.arrayContaining(['Italy', 'Germany', 'United States']));
    expect(panel.queryByText(/ships only within Italy/)).toBeNull();
    await user.selectOptions(panel.getByLabelText('Country'), 'US');
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url]) => /shipping-methods\?.*country=US/.test(String(url))),
      ).toBe(true),
    );
  });

  it('asks a business for a valid VAT number and an SDI code or PEC', async () => {
    api();
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Continua al riepilogo' });
    await fillShipping(user);
    await user.click(screen.getByRole('checkbox', { name: /fattura elettronica/ }));
    const invoice = screen.getByRole('region', { name: 'Dati per la fattura' });
    await fill(user, invoice, 'Ragione sociale', 'Sartoria Srl');
    await fill(user, invoice, 'Partita IVA', '07643520568');
    await user.click(screen.getByRole('button', { name: 'Continua al riepilogo' }));
    expect(within(invoice).getByLabelText('Partita IVA')).toHaveAccessibleDescription(
      'La partita IVA inserita non è valida',
    );
    expect(within(invoice).getByLabelText('Codice destinatario SDI')).toHaveAccessibleDescription(
      expect.stringContaining('Inserisci il codice destinatario o l’indirizzo PEC'),
    );
  });

  it('starts from the draft, so coming back loses nothing', async () => {
    api();
    saveEarlierSteps();
    renderPage();
    const panel = within(await screen.findByRole('region', { name: 'Indirizzo di spedizione' }));
    expect(panel.getByLabelText('Indirizzo')).toHaveValue('Via della Spiga');
    expect(panel.getByLabelText('Codice fiscale')).toHaveValue('BNCGLI90C47F205C');
    expect(await screen.findByRole('radio', { name: /Bonifico bancario/ })).toBeChecked();
  });

  it('shows the order beside the step, with the shipping ticked before it is saved', async () => {
    api({
      'GET /api/checkout/shipping-methods': {
        body: { zone: 'italy', methods: [{ ...shippingMethods.methods[0], priceCents: 1_290 }] },
      },
    });
    const user = userEvent.setup();
    renderPage();
    const summary = await screen.findByRole('complementary', { name: /Riepilogo dell’ordine/ });
    // The cart's standard shipping until the address has a country with its methods.
    expect(within(summary).getByRole('button')).toHaveTextContent('2 articoli · 187,00 €');
    await fillShipping(user);
    expect(await screen.findByRole('radio', { name: /Corriere espresso/ })).toBeChecked();
    await waitFor(() =>
      expect(within(summary).getByRole('button')).toHaveTextContent('2 articoli · 192,90 €'),
    );
  });

  it('a press before the methods have arrived is not lost: it asks for them and goes on', async () => {
    // The page's own requests for the methods fail; the press asks again, and gets them.
    let methodCalls = 0;
    const methods = (body: unknown) => (): { status?: number; body: unknown } => {
      methodCalls += 1;
      return methodCalls <= 2 ? { status: 503, body: { message: 'Riprova' } } : { body };
    };
    api({
      'GET /api/checkout/shipping-methods': methods(shippingMethods),
      'GET /api/checkout/payment-methods': methods(paymentMethods),
    });
    saveEarlierSteps();
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Indirizzo di spedizione' });
    await waitFor(() => expect(methodCalls).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Continua al riepilogo' }));

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/checkout/review');
    expect(readDraft()).toMatchObject({
      shippingMethod: { id: shippingMethods.methods[0]?.id },
      paymentMethod: { id: paymentMethods.methods[1]?.id },
    });
  });

  it('lets a customer fill the address from a saved one', async () => {
    api({
      'GET /api/auth/autoLogin': {
        body: { guest: false, userData: { name: 'Giulia', lastName: 'Bianchi', email: 'g@b.it' } },
      },
      'GET /api/account/addresses': {
        body: {
          addresses: [
            {
              ...milanAddress,
              additionalInfo: '',
              id: 7,
              isDefault: true,
              createdAt: '2026-01-01T00:00:00Z',
              updatedAt: '2026-01-01T00:00:00Z',
            },
          ],
        },
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: /Usa questo indirizzo: Via della Spiga 12, Milano/,
      }),
    );
    const panel = within(screen.getByRole('region', { name: 'Indirizzo di spedizione' }));
    expect(panel.getByLabelText('Nome')).toHaveValue('Giulia');
    expect(panel.getByLabelText('Paese')).toHaveValue('IT');
  });
});
