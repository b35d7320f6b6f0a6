import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartSummary } from '@shop/shared';
import { leaveWithCart, navigateToStore } from './navigate-to-store';
import {
  clearPreferenceCookie,
  readPreferenceCookie,
  writePreferenceCookie,
} from './preference-cookie';
import { registerCountryTexts } from './country-texts';
import { CountryPicker } from './CountryPicker';
import { renderOnStore } from '../test/render-on-store';

jest.mock('./navigate-to-store');
const navigate = jest.mocked(navigateToStore);
const leave = jest.mocked(leaveWithCart);

const cart = (itemCount: number): CartSummary => ({
  itemCount,
  subtotalCents: itemCount * 4900,
  isLoading: false,
});

let setCookie: jest.SpyInstance;

beforeAll(registerCountryTexts);
beforeEach(() => {
  navigate.mockReset();
  leave.mockReset();
  setCookie = jest.spyOn(document, 'cookie', 'set');
});
afterEach(() => {
  setCookie.mockRestore();
  clearPreferenceCookie();
});

async function openModal(user: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

async function chooseCountry(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  country: string,
) {
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: /^(Paese|Country)$/ }),
    country,
  );
}

/** The countries on offer: the select's options after its placeholder. */
const countryNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('option')
    .slice(1)
    .map((option) => option.textContent);

/** Answers clear-cart the way mf-checkout does: publishes an empty cart. */
describe('CountryPicker', () => {
  it('shows Italia on the Italian store and opens the country modal with 28 choices in Italian', async () => {
    const user = userEvent.setup({ delay: null });
    renderOnStore(<CountryPicker locale="it" />, { store: 'it', route: '/', locale: 'it' });
    const dialog = await openModal(user, 'Paese di spedizione: Italia');

    expect(dialog).toHaveAccessibleName('Scegli il paese di spedizione');
    // A modal <dialog>: shown with showModal(), so the page behind is inert.
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    const select = within(dialog).getByRole('combobox', { name: 'Paese' });
    expect(select).toHaveDisplayValue('Italia');
    expect(within(dialog).getAllByRole('option')[0]).toHaveTextContent('Seleziona un paese');
    // Named and sorted in Italian: Austria, Belgio, Bulgaria…, the rest of the world last.
    const names = countryNames(dialog);
    expect(names).toHaveLength(28);
    expect(names.slice(0, 3)).toEqual(['Austria', 'Belgio', 'Bulgaria']);
    expect(names).toEqual(expect.arrayContaining(['Germania', 'Polonia', 'Paesi Bassi']));
    expect(names).not.toContain('Germany');
    expect(names.at(-1)).toBe('Resto del mondo');
  });

  it('names and sorts the countries in English on the English pages', async () => {
    const user = userEvent.setup({ delay: null });
    renderOnStore(<CountryPicker locale="en" />, { store: 'intl', route: '/en', locale: 'en' });
    const dialog = await openModal(user, /Shipping country/);
    const names = countryNames(dialog);
    expect(names).toEqual(expect.arrayContaining(['Italy', 'Poland', 'Germany']));
    expect(names).not.toContain('Italia');
    expect(names.indexOf('Italy')).toBeGreaterThan(names.indexOf('Ireland'));
    expect(names.at(-1)).toBe('Rest of the world');
  });

  it('shows the chosen zone on the international store, else International', () => {
    writePreferenceCookie('FR');
    const { unmount } = renderOnStore(<CountryPicker locale="en" />, {
      store: 'intl',
      route: '/en',
      locale: 'en',
    });
    expect(screen.getByRole('button', { name: 'Shipping country: France' })).toBeInTheDocument();
    unmount();

    clearPreferenceCookie();
    renderOnStore(<CountryPicker locale="en" />, { store: 'intl', route: '/en', locale: 'en' });
    expect(
      screen.getByRole('button', { name: 'Shipping country: International' }),
    ).toBeInTheDocument();
  });

  it('takes France to the English page of the international store and stores it for a day', async () => {
    const user = userEvent.setup({ delay: null });
    const { bus } = renderOnStore(<CountryPicker locale="it" />, {
      store: 'it',
      route: '/categories/Donna',
      locale: 'it',
    });
    act(() =>
      bus.publish('shell:page-meta', {
        path: '/categories/Donna',
        title: 'Donna',
        alternates: { it: '/categories/Donna', en: '/en/categories/Women' },
      }),
    );
    const dialog = await openModal(user, /Paese di spedizione/);
    await chooseCountry(user, dialog, 'Francia');
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    expect(setCookie).toHaveBeenCalledWith('preference=FR; max-age=86400; path=/; SameSite=Lax');
    expect(readPreferenceCookie()).toBe('FR');
    expect(leave).toHaveBeenCalledTimes(1);
    expect(leave).toHaveBeenCalledWith(
      'http://intl.localhost:8080/en/categories/Women?preference=FR',
      '/api',
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Ti stiamo portando al negozio per Francia, con il tuo carrello…',
    );
  });

  it('takes a filled cart along to the other store, without asking to empty it', async () => {
    const user = userEvent.setup({ delay: null });
    const onClear = jest.fn();
    const { bus } = renderOnStore(<CountryPicker locale="it" />, {
      store: 'it',
      route: '/',
      locale: 'it',
    });
    act(() => bus.publish('checkout:cart', cart(2)));
    bus.subscribe('checkout:clear-cart', onClear);

    const dialog = await openModal(user, /Paese di spedizione/);
    await chooseCountry(user, dialog, 'Spagna');
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    expect(leave).toHaveBeenCalledWith('http://intl.localhost:8080/en?preference=ES', '/api');
    expect(onClear).not.toHaveBeenCalled();
    expect(readPreferenceCookie()).toBe('ES');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Ti stiamo portando al negozio per Spagna, con il tuo carrello…',
    );
  });

  it('stays, cart and all, when the country stays the same', async () => {
    const user = userEvent.setup({ delay: null });
    writePreferenceCookie('DE');
    const { bus } = renderOnStore(<CountryPicker locale="en" />, {
      store: 'intl',
      route: '/en/cart',
      locale: 'en',
    });
    act(() => bus.publish('checkout:cart', cart(3)));
    const onClear = jest.fn();
    bus.subscribe('checkout:clear-cart', onClear);

    const dialog = await openModal(user, 'Shipping country: Germany');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClear).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Shipping country: Germany' })).toHaveFocus();
  });

  it('does not store Italy chosen on the English locale, and goes to the Italian page', async () => {
    const user = userEvent.setup({ delay: null });
    renderOnStore(<CountryPicker locale="en" />, {
      store: 'intl',
      route: '/en/pages/faq',
      locale: 'en',
    });
    const dialog = await openModal(user, 'Shipping country: International');
    await chooseCountry(user, dialog, 'Italy');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(leave).toHaveBeenCalledWith('http://it.localhost:8080/pages/faq', '/api');
    expect(setCookie).not.toHaveBeenCalled();
    expect(readPreferenceCookie()).toBeNull();
  });

  it('asks for a country when none is chosen yet', async () => {
    const user = userEvent.setup({ delay: null });
    renderOnStore(<CountryPicker locale="en" />, { store: 'intl', route: '/en', locale: 'en' });
    const dialog = await openModal(user, /Shipping country/);
    const select = within(dialog).getByRole('combobox', { name: 'Country' });
    expect(select).toHaveDisplayValue('Select a country');
    expect(select).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a country to continue.');
    expect(select).toHaveAccessibleDescription('Choose a country to continue.');
    expect(select).toBeInvalid();
    expect(select).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();

    await chooseCountry(user, dialog, 'Rest of the world');
    expect(within(dialog).getByRole('alert')).toBeEmptyDOMElement();
    expect(select).not.toBeInvalid();
  });

  it('closes on Escape and gives focus back to the picker', async () => {
    const user = userEvent.setup({ delay: null });
    renderOnStore(<CountryPicker locale="it" />, { store: 'it', route: '/', locale: 'it' });
    await openModal(user, /Paese di spedizione/);
    // The select's own list is the browser's: Escape there closes the list, not the dialog.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paese di spedizione: Italia' })).toHaveFocus();
  });

  it('closes on its close button', async () => {
    const user = userEvent.setup({ delay: null });
    renderOnStore(<CountryPicker locale="en" />, { store: 'intl', route: '/en', locale: 'en' });
    const dialog = await openModal(user, /Shipping country/);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
