import { screen } from '@testing-library/react';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerContentTexts } from '../i18n';
import { NewsletterPage } from './NewsletterPage';

beforeAll(registerContentTexts);

const ALTERNATES = { it: '/pages/newsletter', en: '/en/pages/newsletter' };

/** Whether `second` comes after `first` in the document. */
const follows = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('NewsletterPage', () => {
  it('tells the benefits and offers the signup form, in Italian', () => {
    const { bus } = renderWithShop(
      <NewsletterPage page="newsletter" locale="it" localePrefix="" />,
      { route: '/pages/newsletter' },
    );

    expect(
      screen.getByRole('heading', { level: 1, name: 'La nostra newsletter' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/codice sconto del 10% sul tuo primo ordine/)).toBeInTheDocument();
    expect(screen.getByText(/nuove collezioni/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Iscriviti alla newsletter' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iscriviti' })).toBeInTheDocument();
    expect(bus.getSnapshot('shell:page-meta')).toEqual({
      path: '/pages/newsletter',
      title: 'La nostra newsletter',
      description:
        'Iscriviti alla newsletter: 10% di sconto sul primo ordine e le novità sulle collezioni.',
      alternates: ALTERNATES,
    });
  });

  it('is in English under /en, with the same alternates', () => {
    const { bus } = renderWithShop(
      <NewsletterPage page="newsletter" locale="en" localePrefix="/en" />,
      { route: '/en/pages/newsletter', locale: 'en' },
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Our newsletter' })).toBeInTheDocument();
    expect(screen.getByText(/10% discount code for your first order/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(bus.getSnapshot('shell:page-meta')).toMatchObject({
      path: '/en/pages/newsletter',
      title: 'Our newsletter',
      alternates: ALTERNATES,
    });
  });
});

describe('NewsletterPage opened from the confirmation e-mail', () => {
  const TOKEN = 'k3J9xQ2mZ8vL4tR7wN1pB6sD0fH5gY2cA9eU3iO7lMn';
  const CONFIRMED =
    'Iscrizione confermata! Ti abbiamo inviato via email il codice sconto del 10% sul primo ordine.';
  const INVALID =
    'Il link di conferma non è valido o è scaduto. Iscriviti di nuovo per riceverne uno nuovo.';

  it('confirms the link once and shows the confirmation above the benefits', async () => {
    const api = mockApi({ 'POST /api/newsletter/confirm': { body: { message: CONFIRMED } } });
    renderWithShop(<NewsletterPage page="newsletter" locale="it" localePrefix="" />, {
      route: `/pages/newsletter?confirm=${TOKEN}`,
    });

    expect(screen.getByText('Conferma dell’iscrizione in corso…')).toBeInTheDocument();
    const confirmation = await screen.findByText(CONFIRMED);
    expect(confirmation).toHaveAttribute('role', 'status');
    expect(api).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toEqual({
      token: TOKEN,
      language: 'it',
    });
    const benefit = screen.getByText(/codice sconto del 10% sul tuo primo ordine/);
    expect(follows(confirmation, benefit)).toBe(true);
  });

  it('says in red when the link is invalid or expired, and keeps the form to sign up again', async () => {
    mockApi({ 'POST /api/newsletter/confirm': { status: 404, body: { message: INVALID } } });
    renderWithShop(<NewsletterPage page="newsletter" locale="it" localePrefix="" />, {
      route: `/pages/newsletter?confirm=${TOKEN}`,
    });

    const alert = await screen.findByText(INVALID);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveClass('newsletter-confirmation--failed');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iscriviti' })).toBeInTheDocument();
  });

  it('asks in English on the English page and shows the English answer', async () => {
    const api = mockApi({
      'POST /api/newsletter/confirm': { status: 400, body: { message: 'This link is not valid' } },
    });
    renderWithShop(<NewsletterPage page="newsletter" locale="en" localePrefix="/en" />, {
      route: '/en/pages/newsletter?confirm=tampered',
      locale: 'en',
    });

    expect(await screen.findByText('This link is not valid')).toHaveAttribute('role', 'alert');
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toEqual({
      token: 'tampered',
      language: 'en',
    });
  });

  it('retries an unreachable server twice, then tells the shopper', async () => {
    const unreachable = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    globalThis.fetch = unreachable;
    renderWithShop(<NewsletterPage page="newsletter" locale="it" localePrefix="" />, {
      route: `/pages/newsletter?confirm=${TOKEN}`,
    });

    // TanStack Query waits 1 s, then 2 s, between attempts.
    const alert = await screen.findByText(
      /Impossibile contattare il server/,
      {},
      { timeout: 6000 },
    );
    expect(alert).toHaveAttribute('role', 'alert');
    expect(unreachable).toHaveBeenCalledTimes(3);
  }, 10_000);

  it('asks nothing without a confirm parameter', () => {
    const api = mockApi({});
    renderWithShop(<NewsletterPage page="newsletter" locale="it" localePrefix="" />, {
      route: '/pages/newsletter',
    });

    expect(screen.queryByText(/Conferma dell’iscrizione/)).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });
});
