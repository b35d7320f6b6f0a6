/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  contentPageQuery,
  createEventBus,
  createQueryClient,
  EventBusProvider,
  type ContentPage as ContentPagePayload,
} from '@shop/shared';
import { registerContentTexts } from '../i18n';
import { ContentPage } from './ContentPage';

const RETURNS: ContentPagePayload = {
  id: 'returns',
  locale: 'en',
  title: 'Returns',
  body: ['You can return your purchases within 14 working days of receipt.'],
  seo: { metaTitle: 'Returns', metaDescription: 'Returns.', keywords: [], shareImage: null },
  alternates: { it: '/pages/returns', en: '/en/pages/returns' },
};

test('renders on the server from data inlined under the query key, without window or fetch', () => {
  registerContentTexts();
  const fetch = jest.fn();
  globalThis.fetch = fetch;
  const client = createQueryClient();
  client.setQueryData(contentPageQuery('en', 'returns').queryKey, RETURNS);

  const html = renderToString(
    <EventBusProvider bus={createEventBus({ createChannel: null })}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/en/pages/returns']}>
          <Routes>
            <Route path="/en/pages/*" element={<ContentPage locale="en" />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </EventBusProvider>,
  );

  expect(typeof window).toBe('undefined');
  expect(html).toContain('<h1>Returns</h1>');
  expect(html).toContain('within 14 working days of receipt');
  expect(fetch).not.toHaveBeenCalled();
  client.clear();
});
