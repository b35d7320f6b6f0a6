/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import {
  articleListQuery,
  createEventBus,
  createQueryClient,
  EventBusProvider,
  type ArticleListPage,
} from '@shop/shared';
import { WOOL_IT } from '../articles/fixtures';
import { registerContentTexts } from '../i18n';
import { HomePage } from './HomePage';

test('renders on the server without window, holding the carousel’s place until it loads', () => {
  registerContentTexts();
  const fetch = jest.fn(() => new Promise(() => undefined));
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  const client = createQueryClient();
  const care: ArticleListPage = {
    kind: 'care-guide',
    locale: 'it',
    items: [WOOL_IT],
    page: 1,
    pageSize: 3,
    pageCount: 1,
    total: 1,
  };
  client.setQueryData(articleListQuery('it', 'care-guide', 1).queryKey, care);

  const html = renderToString(
    <EventBusProvider bus={createEventBus({ createChannel: null })}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/']}>
          <HomePage page="home" locale="it" localePrefix="" />
        </MemoryRouter>
      </QueryClientProvider>
    </EventBusProvider>,
  );

  expect(typeof window).toBe('undefined');
  expect(html).toContain('Moda italiana, fatta per durare');
  expect(html).toContain('home__carousel-placeholder');
  expect(html).toContain('href="/curadelcapo/lana"');
  client.clear();
});
