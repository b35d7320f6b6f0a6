/**
 * @jest-environment node
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRouteProps } from '@shop/shared';
import { forgetRemoteComponent } from '../remotes/lazy-remote-component';
import { framePageData, frameRuntimeConfig } from '../test/frame-fixtures';
import { renderPage, type RenderPageOptions } from './render-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

function RemotePage({ page }: RemoteRouteProps) {
  return <h1>Page: {page}</h1>;
}

function ThrowingPage(): never {
  throw new Error('the remote broke on the server');
}

async function render(
  url: string,
  options: Partial<RenderPageOptions> = {},
): Promise<{ pieces: string[]; html: string }> {
  const pieces: string[] = [];
  await renderPage(
    { url, locale: 'it', runtimeConfig: frameRuntimeConfig(), pageData: framePageData('it') },
    { write: (html) => pieces.push(html), end: () => undefined },
    { withPage: true, scriptNonce: 'n0nce', frameHoldMs: 150, regionDeadlineMs: 1_000, ...options },
  );
  return { pieces, html: pieces.join('') };
}

const mainOf = (html: string) => /<main[^>]*>(.*?)<\/main>/s.exec(html)?.[1];

beforeEach(() => {
  forgetRemoteComponent();
  (loadRemote as jest.Mock).mockResolvedValue({ default: RemotePage });
});

test('renders the frame and the page in place, where there is no window, document or fetch', async () => {
  const fetch = jest.fn();
  globalThis.fetch = fetch;
  // The first page of a renderer waits for the remote; from then on it is there at once.
  await render('/categories/Uomo');

  const { html } = await render('/categories/Uomo');

  expect(typeof window).toBe('undefined');
  expect(html).toContain('<header class="header">');
  expect(mainOf(html)).toContain('<h1>Page: <!-- -->category</h1>');
  expect(html).toContain('<footer class="footer">');
  // Whole and in order: nothing is left for a script to move into place.
  expect(html).not.toContain('<template');
  expect(fetch).not.toHaveBeenCalled();
});

test('without the page, the region is left empty for the browser', async () => {
  const { html } = await render('/cart', { withPage: false });

  expect(html).toContain('<header class="header">');
  expect(mainOf(html)).toBe('');
});

test('a remote that throws on the server costs its region only: sent empty for the browser', async () => {
  (loadRemote as jest.Mock).mockResolvedValue({ default: ThrowingPage });
  const onRegionError = jest.fn();

  const { html } = await render('/categories/Uomo', { onRegionError });

  expect(html).toContain('<header class="header">');
  expect(html).toContain('<footer class="footer">');
  // React's mark for a boundary the browser renders afresh.
  expect(mainOf(html)).toContain('<!--$!-->');
  expect(onRegionError).toHaveBeenCalledWith(
    expect.objectContaining({ message: 'the remote broke on the server' }),
  );
});

test('a remote that does not answer: the frame goes out, and the region is given up at its deadline', async () => {
  (loadRemote as jest.Mock).mockReturnValue(new Promise(() => undefined));
  const onRegionError = jest.fn();

  const { pieces, html } = await render('/categories/Uomo', {
    regionDeadlineMs: 300,
    onRegionError,
  });

  expect(pieces[0]).toContain('<header class="header">');
  expect(html).toContain('<footer class="footer">');
  expect(onRegionError).toHaveBeenCalledWith(
    expect.objectContaining({ message: 'the page region missed its 300 ms' }),
  );
  // Its scripts carry the response's nonce, the only inline scripts the page lets run.
  for (const script of html.match(/<script[^>]*>/g) ?? [])
    expect(script).toContain('nonce="n0nce"');
});
