import {
  MAX_INLINE_STYLESHEET_BYTES,
  RemoteStylesheets,
  inlineableCss,
} from '../../src/shell/remote-stylesheets';

const HREF = 'https://cdn.example/mf-catalogue/routes.0123456789ab.css';

describe('inlineableCss', () => {
  it('keeps the rules and points the source map at the CDN', () => {
    expect(inlineableCss('.a{color:red}\n/*# sourceMappingURL=routes.css.map*/', HREF)).toBe(
      '.a{color:red}\n/*# sourceMappingURL=https://cdn.example/mf-catalogue/routes.css.map */',
    );
  });

  it('refuses text that could close the style element', () => {
    expect(inlineableCss('.a{content:"</style><script>alert(1)</script>"}', HREF)).toBeNull();
    expect(inlineableCss('.a{content:"</STYLE >"}', HREF)).toBeNull();
  });

  it('refuses relative references, which would resolve against the page', () => {
    expect(inlineableCss('.a{background:url(./dot.svg)}', HREF)).toBeNull();
    expect(inlineableCss(".a{background:url('dot.svg')}", HREF)).toBeNull();
    expect(inlineableCss('.a{background:url(data:image/gif;base64,R0lGOD)}', HREF)).not.toBeNull();
    expect(inlineableCss('.a{background:url(https://cdn.example/x.svg)}', HREF)).not.toBeNull();
  });

  it('leaves a large stylesheet to be linked', () => {
    expect(inlineableCss(`.a{}${' '.repeat(MAX_INLINE_STYLESHEET_BYTES)}`, HREF)).toBeNull();
  });
});

describe('RemoteStylesheets', () => {
  function cdn(answer: () => Response | Promise<Response>) {
    const fetch = jest.fn(async () => answer());
    let now = 0;
    const stylesheets = new RemoteStylesheets({
      timeoutMs: 50,
      retryAfterMs: 1_000,
      fetch: fetch as unknown as typeof globalThis.fetch,
      now: () => now,
    });
    return { fetch, stylesheets, advance: (ms: number) => (now += ms) };
  }

  it('reads each stylesheet once, however many pages ask together or later', async () => {
    const { fetch, stylesheets } = cdn(() => new Response('.a{}'));
    const pages = await Promise.all([stylesheets.forPage([HREF]), stylesheets.forPage([HREF])]);
    await stylesheets.forPage([HREF]);
    expect(pages[0]).toEqual([{ href: HREF, css: '.a{}' }]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('links a stylesheet it cannot read, and asks again only after a while', async () => {
    const { fetch, stylesheets, advance } = cdn(() => new Response('gone', { status: 404 }));
    expect(await stylesheets.forPage([HREF])).toEqual([{ href: HREF }]);
    await stylesheets.forPage([HREF]);
    expect(fetch).toHaveBeenCalledTimes(1);
    advance(1_000);
    await stylesheets.forPage([HREF]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('links a stylesheet whose CDN is down', async () => {
    const { stylesheets } = cdn(() => Promise.reject(new TypeError('fetch failed')));
    expect(await stylesheets.forPage([HREF])).toEqual([{ href: HREF }]);
  });
});
