/**
 * @jest-environment node
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  createApiClient,
  createEventBus,
  createQueryClient,
  EventBusProvider,
  getI18n,
} from '@shop/shared';
import { createCartStore, type CartStore } from '../cart/cart-store';
import { registerCheckoutTexts } from '../i18n';
import { PaymentPage } from '../payment/PaymentPage';
import { PersonalInfoPage } from '../personal-info/PersonalInfoPage';
import { PaymentErrorPage } from '../result/PaymentErrorPage';
import { SuccessPage } from '../result/SuccessPage';
import { ReviewPage } from '../review/ReviewPage';

beforeAll(registerCheckoutTexts);

// The pages themselves, not the lazy wrappers of `./routes`, whose server render is the fallback.
const PAGES: {
  name: string;
  path: string;
  url: string;
  heading: string;
  page: (store: CartStore) => ReactElement;
}[] = [
  {
    name: 'personal info',
    path: '/checkout',
    url: '/checkout',
    heading: 'Dati personali',
    page: (store) => <PersonalInfoPage locale="it" localePrefix="" store={store} />,
  },
  {
    name: 'shipping and payment',
    path: '/checkout/payment',
    url: '/checkout/payment',
    heading: 'Spedizione e pagamento',
    page: (store) => <PaymentPage locale="it" localePrefix="" store={store} />,
  },
  {
    name: 'review',
    path: '/checkout/review',
    url: '/checkout/review',
    heading: 'Riepilogo ordine',
    page: (store) => <ReviewPage locale="it" localePrefix="" store={store} />,
  },
  {
    name: 'success',
    path: '/checkout/success/:orderId',
    url: '/checkout/success/IT-2026-000042?access=a',
    heading: 'Grazie per il tuo ordine!',
    page: (store) => <SuccessPage locale="it" localePrefix="" store={store} />,
  },
  {
    name: 'payment error',
    path: '/checkout/error/:orderId',
    url: '/checkout/error/IT-2026-000042?access=a',
    heading: 'Pagamento non riuscito',
    page: (store) => <PaymentErrorPage locale="it" localePrefix="" store={store} />,
  },
];

test.each(PAGES)(
  'the $name page renders on the server without window, document, storage or fetch',
  async ({ path, url, heading, page }) => {
    await getI18n().changeLanguage('it');
    const fetch = jest.fn();
    globalThis.fetch = fetch;
    const store = createCartStore({ api: createApiClient() });
    const html = renderToString(
      <EventBusProvider bus={createEventBus({ createChannel: null })}>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={page(store)} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </EventBusProvider>,
    );
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(typeof window).toBe('undefined');
    expect(fetch).not.toHaveBeenCalled();
  },
);
