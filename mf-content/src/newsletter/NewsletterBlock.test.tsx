import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerContentTexts } from '../i18n';
import { NewsletterBlock } from './NewsletterBlock';

beforeAll(registerContentTexts);

const CHECK_INBOX =
  "Quasi fatto! Controlla la tua casella di posta e apri il link che ti abbiamo inviato per confermare l'iscrizione: riceverai il codice sconto del 10% sul primo ordine. Se sei già iscritto, non devi fare nulla.";
const TOO_MANY = 'Troppe richieste. Riprova tra qualche minuto.';

const renderBlock = (locale: 'it' | 'en' = 'it') =>
  renderWithShop(<NewsletterBlock locale={locale} />, {
    route: locale === 'it' ? '/' : '/en',
    locale,
  });

const emailInput = () => screen.getByRole('textbox', { name: 'Email' });
const privacyBox = () => screen.getByRole('checkbox', { name: /privacy/i });

async function fillAndSubmit(email: string) {
  await userEvent.type(emailInput(), email);
  await userEvent.click(privacyBox());
  await userEvent.click(screen.getByRole('button', { name: 'Iscriviti' }));
}

/** Whether `second` comes after `first` in the document. */
const follows = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

// jsdom does not scroll: the success test fakes scrollIntoView and this puts jsdom's back.
const jsdomScrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  Element.prototype.scrollIntoView = jsdomScrollIntoView;
});

describe('NewsletterBlock', () => {
  it('invites to sign up with 10% off the first order, and links the privacy policy', () => {
    renderBlock();

    expect(
      screen.getByRole('heading', { level: 2, name: 'Iscriviti alla newsletter' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/10% di sconto sul primo ordine/)).toBeInTheDocument();
    expect(privacyBox()).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'informativa sulla privacy' })).toHaveAttribute(
      'href',
      '/pages/privacy-policy',
    );
  });

  it('validates the e-mail as it is typed, with the exact Italian messages', async () => {
    renderBlock();

    await userEvent.type(emailInput(), 'anna@');
    expect(await screen.findByText('La email inserita non è valida')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription('La email inserita non è valida');

    await userEvent.clear(emailInput());
    expect(await screen.findByText('Il campo è obbligatorio')).toBeInTheDocument();

    await userEvent.type(emailInput(), 'anna@example.com');
    await waitFor(() => expect(emailInput()).toHaveAttribute('aria-invalid', 'false'));
    expect(emailInput()).toHaveAccessibleDescription('');
  });

  it('requires the privacy consent before calling the server', async () => {
    const api = mockApi({});
    renderBlock();

    await userEvent.type(emailInput(), 'anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Iscriviti' }));

    expect(await screen.findByText('È necessario accettare la privacy')).toBeInTheDocument();
    expect(privacyBox()).toHaveAccessibleDescription('È necessario accettare la privacy');
    expect(api).not.toHaveBeenCalled();

    await userEvent.click(privacyBox());
    await waitFor(() =>
      expect(screen.queryByText('È necessario accettare la privacy')).not.toBeInTheDocument(),
    );
  });

  it('sends the signup, tells to check the inbox, empties the form and scrolls to it', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const api = mockApi({ 'POST /api/newsletter': { body: { message: CHECK_INBOX } } });
    renderBlock();

    await fillAndSubmit(' anna@example.com ');

    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(CHECK_INBOX));
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'anna@example.com',
      language: 'it',
      privacy: true,
    });
    expect(emailInput()).toHaveValue('');
    expect(privacyBox()).not.toBeChecked();
    // No error is left on screen: the field errors' regions stay, empty.
    for (const alert of screen.getAllByRole('alert')) expect(alert).toBeEmptyDOMElement();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
    expect(scrollIntoView.mock.contexts[0]).toBe(status);
  });

  it("shows the server's error in an alert above the form and keeps what was typed", async () => {
    mockApi({ 'POST /api/newsletter': { status: 429, body: { message: TOO_MANY } } });
    renderBlock();

    await fillAndSubmit('anna@example.com');

    const alert = await screen.findByText(TOO_MANY);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveClass('newsletter-block__error');
    expect(follows(alert, emailInput())).toBe(true);
    expect(emailInput()).toHaveValue('anna@example.com');
    expect(privacyBox()).toBeChecked();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('clears the previous error when the shopper tries again and succeeds', async () => {
    let attempts = 0;
    mockApi({
      'POST /api/newsletter': () =>
        ++attempts === 1
          ? { status: 500, body: { message: 'Servizio non disponibile' } }
          : { body: { message: CHECK_INBOX } },
    });
    renderBlock();

    await fillAndSubmit('anna@example.com');
    expect(await screen.findByText('Servizio non disponibile')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Iscriviti' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(CHECK_INBOX));
    expect(screen.queryByText('Servizio non disponibile')).not.toBeInTheDocument();
  });

  it('after a signup sent with Enter, leaving the emptied field shows no "required"', async () => {
    mockApi({ 'POST /api/newsletter': { body: { message: CHECK_INBOX } } });
    renderBlock();

    await userEvent.click(privacyBox());
    await userEvent.type(emailInput(), 'anna@example.com{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(CHECK_INBOX));
    expect(emailInput()).toHaveFocus();

    await userEvent.click(document.body);
    expect(emailInput()).not.toHaveFocus();
    expect(screen.queryByText('Il campo è obbligatorio')).not.toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'false');

    // Once the shopper starts on another address, leaving it empty is a missed entry again.
    await userEvent.type(emailInput(), 'b');
    await userEvent.clear(emailInput());
    await userEvent.tab();
    expect(await screen.findByText('Il campo è obbligatorio')).toBeInTheDocument();
  });

  it('leaving the untouched e-mail field asks for it', async () => {
    renderBlock();

    await userEvent.click(emailInput());
    await userEvent.click(privacyBox());

    expect(await screen.findByText('Il campo è obbligatorio')).toBeInTheDocument();
    expect(privacyBox()).toBeChecked();
  });

  it('drops the answer about an address once the shopper edits it', async () => {
    mockApi({ 'POST /api/newsletter': { status: 429, body: { message: TOO_MANY } } });
    renderBlock();

    await fillAndSubmit('anna@example.com');
    expect(await screen.findByText(TOO_MANY)).toBeInTheDocument();

    await userEvent.type(emailInput(), 'x');
    expect(screen.queryByText(TOO_MANY)).not.toBeInTheDocument();
  });

  it('says in the shopper’s language when the server cannot be reached', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderBlock();

    await fillAndSubmit('anna@example.com');

    expect(await screen.findByText(/Impossibile contattare il server/)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(emailInput()).toHaveValue('anna@example.com');
  });

  it('speaks English, validates in English and signs up in English', async () => {
    const api = mockApi({
      'POST /api/newsletter': { body: { message: 'Thank you for signing up!' } },
    });
    renderBlock('en');

    expect(
      screen.getByRole('heading', { level: 2, name: 'Sign up for the newsletter' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/10% off your first order/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/en/pages/privacy-policy',
    );

    await userEvent.type(emailInput(), 'anna');
    expect(await screen.findByText('The email address entered is not valid')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('You must accept the privacy policy')).toBeInTheDocument();

    await userEvent.type(emailInput(), '@example.com');
    await userEvent.click(privacyBox());
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Thank you for signing up!'),
    );
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toMatchObject({ language: 'en' });
  });
});
