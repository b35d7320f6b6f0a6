/**
 * @jest-environment node
 */
import { framePageData, frameRuntimeConfig } from '../test/frame-fixtures';
import { renderFrame } from './render-frame';

test('renders the frame where there is no window, document or fetch', () => {
  const fetch = jest.fn();
  globalThis.fetch = fetch;

  const html = renderFrame({
    url: '/categories/Uomo',
    locale: 'it',
    runtimeConfig: frameRuntimeConfig(),
    pageData: framePageData('it'),
  });

  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
  expect(html).toContain('<header class="header">');
  expect(html).toContain('Spedizione gratuita da 250 €');
  expect(html).toContain('<main id="main" class="layout__main" tabindex="-1"></main>');
  expect(html).toContain('<footer class="footer">');
  expect(fetch).not.toHaveBeenCalled();
});
