/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import {
  createEventBus,
  createQueryClient,
  EventBusProvider,
  storeLocatorQueryKey,
  type StoreLocatorResponse,
} from '@shop/shared';
import { registerContentTexts } from '../i18n';
import { StoreLocatorPage } from './StoreLocatorPage';

const LONDON: StoreLocatorResponse = {
  locale: 'en',
  filters: { continent: 'europe', region: 'northern-europe', country: 'GB' },
  continents: [{ code: 'europe', name: 'Europe' }],
  regions: [{ code: 'northern-europe', name: 'Northern Europe' }],
  countries: [{ code: 'GB', name: 'United Kingdom' }],
  stores: [
    {
      id: 'london-new-bond-street',
      name: 'Aurelia London New Bond Street',
      street: '35 New Bond Street',
      postalCode: 'W1S 2RT',
      city: 'London',
      country: 'GB',
      countryName: 'United Kingdom',
      phone: '+44 20 7493 6025',
      openingHours: [{ days: 'Monday – Saturday', hours: '10:00 – 19:00' }],
      latitude: 51.51234,
      longitude: -0.14493,
      mapUrl: 'https://www.openstreetmap.org/?mlat=51.51234&mlon=-0.14493',
    },
  ],
};

test('renders on the server from the inlined stores of its URL, without window or fetch', () => {
  registerContentTexts();
  const fetch = jest.fn();
  globalThis.fetch = fetch;
  const client = createQueryClient();
  client.setQueryData(storeLocatorQueryKey('en', LONDON.filters), LONDON);

  const html = renderToString(
    <EventBusProvider bus={createEventBus({ createChannel: null })}>
      <QueryClientProvider client={client}>
        <MemoryRouter
          initialEntries={[
            '/en/pages/storelocator?continent=europe&region=northern-europe&country=GB',
          ]}
        >
          <StoreLocatorPage locale="en" localePrefix="/en" page="store-locator" />
        </MemoryRouter>
      </QueryClientProvider>
    </EventBusProvider>,
  );

  expect(typeof window).toBe('undefined');
  expect(html).toContain('Aurelia London New Bond Street');
  expect(html).toContain('1 store');
  expect(html).toMatch(/<option value="GB" selected="">United Kingdom<\/option>/);
  expect(fetch).not.toHaveBeenCalled();
  client.clear();
});
