import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RENDERER_NICENESS } from '../../src/shell/page-renderer/renderer-process';
import { streamText } from '../helpers/stream-text';
import { RenderPool, STUCK_PAGE_REST_MS } from '../../src/shell/page-renderer/render-pool';

/** A renderer whose `/loop` never ends, as a remote's server code that loops would. */
const PROGRAM = `
let rendered = 0;
process.on('message', (job) => {
  const { url } = job.input;
  if (url.startsWith('/loop')) { for (;;) {} }
  rendered += 1;
  const html = url === '/niceness' ? String(require('node:os').getPriority()) : url + ' ' + rendered;
  process.send({ kind: 'html', id: job.id, html });
  process.send({ kind: 'end', id: job.id });
});
process.send({ kind: 'ready' });
`;

const pageAt = (url: string) => ({
  input: { url, locale: 'it' as const, runtimeConfig: null as never, pageData: { queries: [] } },
  withPage: true,
  scriptNonce: 'nonce',
});

let dir: string;
let program: string;
let pool: RenderPool;
const clock = { now: 0 };
const warnings: string[] = [];

function writeProgram(secondsAhead: number): void {
  writeFileSync(program, PROGRAM);
  // A new build, however close in time to the last.
  const at = new Date(Date.now() + secondsAhead * 1000);
  utimesSync(program, at, at);
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shop-renderer-'));
  program = path.join(dir, 'renderer.cjs');
  writeProgram(0);
  pool = new RenderPool(
    {
      program,
      remoteManifests: {},
      processes: 2,
      memoryMb: 128,
      // What a page may take is not what is tested: the loop never ends, whatever the deadline.
      pageDeadlineMs: 300,
      frameHoldMs: 150,
      regionDeadlineMs: 100,
      log: { info: () => undefined, warn: (message) => warnings.push(message) },
    },
    () => clock.now,
  );
});
afterAll(() => {
  pool.close();
  rmSync(dir, { recursive: true, force: true });
});

/** How often the pool stopped a renderer for outlasting `url`'s deadline. */
const deadlinesMissed = (url: string) =>
  warnings.filter((warning) => warning.includes(`took over 300 ms for ${url};`)).length;

/** The page's rendering once a renderer is ready to take it. */
async function rendered(url: string): Promise<string> {
  for (;;) {
    const stream = pool.render(pageAt(url));
    if (stream) return streamText(stream);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('renderers run at a lower CPU priority than the server, so the answers come first', async () => {
  expect(await rendered('/niceness')).toBe(String(RENDERER_NICENESS));
});

test('a page that outlasted its deadline is left to the browser until it has rested, or a new build', async () => {
  await rendered('/pages/faq');
  await expect(rendered('/loop')).rejects.toThrow(/stopped/);
  expect(deadlinesMissed('/loop')).toBe(1);

  // Asked for again, with any query: no renderer is given it, so none is stopped again; the
  // others render on.
  expect(pool.render(pageAt('/loop'))).toBeNull();
  expect(pool.render(pageAt('/loop?utm_source=mail'))).toBeNull();
  expect(await rendered('/pages/faq')).toMatch(/^\/pages\/faq \d+$/);
  expect(pool.render(pageAt('/loop'))).toBeNull();
  expect(deadlinesMissed('/loop')).toBe(1);

  // Rested: a renderer tries it again, and it is stopped again.
  clock.now += STUCK_PAGE_REST_MS;
  await expect(rendered('/loop')).rejects.toThrow(/stopped/);
  expect(pool.render(pageAt('/loop'))).toBeNull();

  // A new renderer build (or a remote's release) may have mended it: tried at once.
  writeProgram(5);
  await expect(rendered('/loop')).rejects.toThrow(/stopped/);
  expect(deadlinesMissed('/loop')).toBe(3);
});
