import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus, type Locale, type StoreId } from '@shop/shared';
import { leaveWithCart, navigateToStore } from './navigate-to-store';
import {
  clearPreferenceCookie,
  clearSuggestionDismissed,
  readPreferenceCookie,
  readSuggestionDismissed,
  writePreferenceCookie,
  writeSuggestionDismissed,
} from './preference-cookie';
import { registerCountryTexts } from './country-texts';
import { CountryPicker } from './CountryPicker';
import { CountrySuggestionPopup } from './CountrySuggestionPopup';
import { SUGGESTION_AUTO_CLOSE_MS } from './suggestion-rules';
import { CurrentUrl, renderOnStore } from '../test/render-on-store';

jest.mock('./navigate-to-store');
const navigate = jest.mocked(navigateToStore);
const leave = jest.mocked(leaveWithCart);

beforeAll(registerCountryTexts);
beforeEach(() => {
  navigate.mockReset();
  leave.mockReset();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  clearPreferenceCookie();
  clearSuggestionDismissed();
});

function renderPopup(options: {
  store?: StoreId;
  route: string;
  locale: Locale;
  detectedCountry: string | null;
  detectedCountryNames?: Record<Locale, string>;
}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const result = renderOnStore(
    <>
      <CountrySuggestionPopup locale={options.locale} />
      <CurrentUrl />
    </>,
    { store: options.store ?? (options.locale === 'it' ? 'it' : 'intl'), ...options },
  );
  return { user, ...result };
}

const popup = () => screen.queryByRole('dialog');

describe('CountrySuggestionPopup', () => {
  it('suggests the international store to a visitor from France on the Italian locale', async () => {
    renderPopup({ route: '/', locale: 'it', detectedCountry: 'FR' });
    const dialog = await screen.findByRole('dialog', { name: "Spedisci fuori dall'Italia?" });
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(dialog).toHaveAccessibleDescription(
      'Ti colleghi da: Francia. Il negozio italiano spedisce solo in Italia; per spedire altrove usa il negozio internazionale.',
    );
    expect(screen.getByRole('button', { name: 'Resta sul negozio italiano' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Vai al negozio internazionale' }),
    ).toBeInTheDocument();
  });

  it("names the country as the server wrote it in the page's language", async () => {
    renderPopup({
      route: '/',
      locale: 'it',
      detectedCountry: 'US',
      detectedCountryNames: { it: 'Stati Uniti d’America', en: 'United States' },
    });
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      /^Ti colleghi da: Stati Uniti d’America\./,
    );
  });

  it(`closes itself after ${SUGGESTION_AUTO_CLOSE_MS} ms`, async () => {
    renderPopup({ route: '/', locale: 'it', detectedCountry: 'FR' });
    await screen.findByRole('dialog');
    act(() => jest.advanceTimersByTime(SUGGESTION_AUTO_CLOSE_MS - 1));
    expect(popup()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(popup()).not.toBeInTheDocument();
  });

  it('closes on its close button and on Escape, and remembers it without storing a country', async () => {
    const first = renderPopup({ route: '/', locale: 'it', detectedCountry: 'DE' });
    await first.user.click(await screen.findByRole('button', { name: 'Chiudi' }));
    expect(popup()).not.toBeInTheDocument();
    expect(readSuggestionDismissed()).toBe(true);
    expect(readPreferenceCookie()).toBeNull();
    first.unmount();
    clearSuggestionDismissed();

    const second = renderPopup({ route: '/en', locale: 'en', detectedCountry: 'IT' });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await second.user.keyboard('{Escape}');
    expect(popup()).not.toBeInTheDocument();
  });

  it.each([
    ['a preference is stored', { route: '/', locale: 'it', detectedCountry: 'FR' }, true],
    ['on a news post', { route: '/blog/saldi', locale: 'it', detectedCountry: 'FR' }, false],
    [
      'on the care guide',
      { route: '/en/careguide/wool', locale: 'en', detectedCountry: 'IT' },
      false,
    ],
    ['on the account', { route: '/account/orders', locale: 'it', detectedCountry: 'FR' }, false],
    ['no country was detected', { route: '/', locale: 'it', detectedCountry: null }, false],
    [
      'it was dismissed within a day',
      { route: '/', locale: 'it', detectedCountry: 'FR' },
      'dismissed',
    ],
    ['Italian locale, Italy', { route: '/', locale: 'it', detectedCountry: 'IT' }, false],
    ['English locale, elsewhere', { route: '/en', locale: 'en', detectedCountry: 'GB' }, false],
  ] as const)('stays hidden when %s', (_, options, withCookie) => {
    if (withCookie === true) writePreferenceCookie('IT');
    if (withCookie === 'dismissed') writeSuggestionDismissed();
    renderPopup(options);
    expect(popup()).not.toBeInTheDocument();
  });

  it('keeps the Italian store: stores Italy and closes', async () => {
    const { user } = renderPopup({ route: '/pages/faq', locale: 'it', detectedCountry: 'FR' });
    await user.click(await screen.findByRole('button', { name: 'Resta sul negozio italiano' }));
    expect(readPreferenceCookie()).toBe('IT');
    expect(navigate).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
    expect(popup()).not.toBeInTheDocument();
  });

  it("goes to the international store for the visitor's zone", async () => {
    const { user } = renderPopup({ route: '/pages/faq', locale: 'it', detectedCountry: 'GB' });
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      /Ti colleghi da: Regno Unito\./,
    );
    await user.click(screen.getByRole('button', { name: 'Vai al negozio internazionale' }));
    expect(readPreferenceCookie()).toBe('ROTW');
    expect(leave).toHaveBeenCalledWith(
      'http://intl.localhost:8080/en/pages/faq?preference=ROTW',
      '/api',
    );
  });

  it('offers the Italian store to a visitor from Italy on English, without storing Italy', async () => {
    const { user } = renderPopup({ route: '/en/cart', locale: 'en', detectedCountry: 'IT' });
    const dialog = await screen.findByRole('dialog', { name: 'Shipping to Italy?' });
    expect(dialog).toHaveAccessibleDescription(
      'You seem to be in Italy. Orders to Italy ship from the Italian store.',
    );
    await user.click(screen.getByRole('button', { name: 'Go to the Italian store' }));
    expect(leave).toHaveBeenCalledWith('http://it.localhost:8080/cart', '/api');
    expect(readPreferenceCookie()).toBeNull();
  });

  it('stays on the international store without storing anything', async () => {
    const { user } = renderPopup({ route: '/en', locale: 'en', detectedCountry: 'IT' });
    await user.click(
      await screen.findByRole('button', { name: 'Stay on the international store' }),
    );
    expect(popup()).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
    expect(readPreferenceCookie()).toBeNull();
    expect(readSuggestionDismissed()).toBe(true);
  });

  it('gives focus back to where the keyboard came from when it closes', async () => {
    const { user } = renderPopup({ route: '/en', locale: 'en', detectedCountry: 'IT' });
    const close = await screen.findByRole('button', { name: 'Close' });
    const before = document.createElement('button');
    document.body.prepend(before);
    before.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(popup()).not.toBeInTheDocument();
    expect(before).toHaveFocus();
    before.remove();
  });

  it('adopts a preference handed over by the other store and clears it from the URL', () => {
    renderOnStore(
      <>
        <CountryPicker locale="en" />
        <CountrySuggestionPopup locale="en" />
        <CurrentUrl />
      </>,
      { store: 'intl', route: '/en/cart?preference=FR', locale: 'en', detectedCountry: 'IT' },
    );
    expect(readPreferenceCookie()).toBe('FR');
    expect(screen.getByRole('status', { name: 'current URL' })).toHaveTextContent(/^\/en\/cart$/);
    expect(screen.getByRole('button', { name: 'Shipping country: France' })).toBeInTheDocument();
    expect(popup()).not.toBeInTheDocument();
  });

  it('goes to the Italian home, never another site, from a crafted /en//evil.example path', async () => {
    const { user } = renderPopup({
      route: '/en//evil.example/login',
      locale: 'en',
      detectedCountry: 'IT',
    });
    await user.click(screen.getByRole('button', { name: 'Go to the Italian store' }));
    expect(leave).toHaveBeenCalledWith('http://it.localhost:8080/', '/api');
  });

  it('replaces a crafted path with the home page when it adopts a handed-over preference', () => {
    renderOnStore(
      <>
        <CountrySuggestionPopup locale="it" />
        <CurrentUrl />
      </>,
      { store: 'it', route: '//evil.example?preference=IT', locale: 'it' },
    );
    expect(readPreferenceCookie()).toBe('IT');
    expect(screen.getByRole('status', { name: 'current URL' })).toHaveTextContent(/^\/$/);
  });

  it('hands a cart from the other store to the cart service once, and takes it out of the address bar', () => {
    const token = 'T'.repeat(43);
    const received = jest.fn();
    const bus = createEventBus({ createChannel: null });
    bus.subscribe('checkout:receive-cart', received);
    renderOnStore(
      <>
        <CountrySuggestionPopup locale="en" />
        <CurrentUrl />
      </>,
      { store: 'intl', route: `/en/women?preference=FR&page=2&cart=${token}`, locale: 'en', bus },
    );
    expect(received).toHaveBeenCalledTimes(1);
    expect(received).toHaveBeenCalledWith({ token, commandId: expect.any(String) });
    expect(readPreferenceCookie()).toBe('FR');
    expect(screen.getByRole('status', { name: 'current URL' })).toHaveTextContent(
      /^\/en\/women\?page=2$/,
    );
  });

  it('drops a malformed cart token without handing anything over', () => {
    const received = jest.fn();
    const bus = createEventBus({ createChannel: null });
    bus.subscribe('checkout:receive-cart', received);
    renderOnStore(
      <>
        <CountrySuggestionPopup locale="en" />
        <CurrentUrl />
      </>,
      { store: 'intl', route: '/en?cart=%3Cscript%3E', locale: 'en', bus },
    );
    expect(received).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'current URL' })).toHaveTextContent(/^\/en$/);
  });
});
