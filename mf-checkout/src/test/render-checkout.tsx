import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createApiClient, createEventBus, type Locale } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { createCartStore, type CartStore } from '../cart/cart-store';

/** Where the page sent the shopper: rendered by every path the page under test is not on. */
function ElsewherePage() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{pathname + search}</p>;
}

export interface RenderCheckoutOptions {
  /** The route pattern the page is on, e.g. "/checkout/success/:orderId". */
  path: string;
  /** The URL the tab starts at; the pattern itself by default. */
  route?: string;
  locale?: Locale;
}

/**
 * Renders a checkout page as the shell would, on its route, with a cart store of its own reading
 * the (mocked) API; any other path shows where the page navigated to (`elsewhere`).
 */
export function renderCheckoutPage(
  page: (store: CartStore) => ReactElement,
  { path, route = path, locale = 'it' }: RenderCheckoutOptions,
) {
  const store = createCartStore({ api: createApiClient(), locale: () => locale });
  const bus = createEventBus({ createChannel: null });
  const result = renderWithShop(
    <Routes>
      <Route path={path} element={page(store)} />
      <Route path="*" element={<ElsewherePage />} />
    </Routes>,
    { route, locale, bus },
  );
  return { ...result, store };
}
