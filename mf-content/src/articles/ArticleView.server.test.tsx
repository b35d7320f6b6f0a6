/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { articleQuery, createEventBus, createQueryClient, EventBusProvider } from '@shop/shared';
import { registerContentTexts } from '../i18n';
import { ArticleView } from './ArticleView';
import { WOOL_IT } from './fixtures';

test('a care-guide page renders on the server from inline data, without window or fetch', () => {
  registerContentTexts();
  const fetch = jest.fn();
  globalThis.fetch = fetch;
  const client = createQueryClient();
  client.setQueryData(articleQuery('it', 'care-guide', 'lana').queryKey, WOOL_IT);

  const html = renderToString(
    <EventBusProvider bus={createEventBus({ createChannel: null })}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/curadelcapo/lana']}>
          <Routes>
            <Route
              path="/curadelcapo/:slug"
              element={<ArticleView locale="it" kind="care-guide" />}
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </EventBusProvider>,
  );

  expect(typeof window).toBe('undefined');
  expect(html).toContain('<h1>Come curare la lana</h1>');
  expect(html).toContain('<h2>Il lavaggio</h2>');
  expect(fetch).not.toHaveBeenCalled();
  client.clear();
});
