/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createEventBus, createQueryClient, EventBusProvider } from '@shop/shared';
import { registerContentTexts } from '../i18n';
import { CareerPage } from './CareerPage';

test('renders on the server without window: the form with its labelled fields', () => {
  registerContentTexts();
  const html = renderToString(
    <EventBusProvider bus={createEventBus({ createChannel: null })}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/en/pages/career']}>
          <CareerPage locale="en" localePrefix="/en" page="career" />
        </MemoryRouter>
      </QueryClientProvider>
    </EventBusProvider>,
  );

  expect(typeof window).toBe('undefined');
  expect(html).toContain('<h1>Work with us</h1>');
  expect(html).toMatch(/<input[^>]*type="file"[^>]*accept="\.pdf,\.doc,\.docx/);
  expect(html).toContain('Send your application');
});
