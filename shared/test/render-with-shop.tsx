import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createEventBus, EventBusProvider, type EventBus } from '../src/event-bus';
import { getI18n } from '../src/i18n';
import { createQueryClient } from '../src/query';
import type { Locale } from '../src/contracts';

export interface ShopRenderOptions {
  /** The URL the router starts on. */
  route?: string;
  locale?: Locale;
  bus?: EventBus;
  /** A client already holding data, as the page's inline data fills it before the first render. */
  queryClient?: QueryClient;
}

export interface ShopRenderResult extends RenderResult {
  bus: EventBus;
  queryClient: QueryClient;
}

/**
 * Renders `ui` with what the shell gives every remote: a router, the query client (without
 * retries, so failures show at once), the page-wide i18next instance in `locale`, and a bus of
 * its own so tests do not share state.
 */
export function renderWithShop(
  ui: ReactElement,
  options: ShopRenderOptions = {},
): ShopRenderResult {
  const {
    route = '/',
    locale = 'it',
    bus = createEventBus({ createChannel: null }),
    queryClient = createQueryClient({ queries: { retry: false } }),
  } = options;
  void getI18n().changeLanguage(locale);
  const result = render(
    <EventBusProvider bus={bus}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </EventBusProvider>,
  );
  return { ...result, bus, queryClient };
}
