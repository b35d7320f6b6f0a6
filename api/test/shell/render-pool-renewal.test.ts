import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RenderedPages } from '../../src/shell/page-renderer/rendered-pages';
import { streamText } from '../helpers/stream-text';
import { RenderPool } from '../../src/shell/page-renderer/render-pool';

/** A renderer that numbers its renderings. */
const PROGRAM = `
let rendered = 0;
process.on('message', (job) => {
  rendered += 1;
  process.send({ kind: 'html', id: job.id, html: '<p>rendering ' + rendered + '</p>' });
  process.send({ kind: 'end', id: job.id });
});
process.send({ kind: 'ready' });
`;

const page = {
  input: {
    url: '/categories/Uomo',
    locale: 'it' as const,
    runtimeConfig: null as never,
    pageData: { queries: [] },
  },
  withPage: true,
  scriptNonce: 'nonce',
};

let dir: string;
let pool: RenderPool;
const clock = { now: 0 };

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shop-renderer-'));
  writeFileSync(path.join(dir, 'renderer.cjs'), PROGRAM);
  pool = new RenderPool({
    program: path.join(dir, 'renderer.cjs'),
    remoteManifests: {},
    processes: 1,
    memoryMb: 128,
    pageDeadlineMs: 60_000,
    frameHoldMs: 150,
    regionDeadlineMs: 1_000,
    renderedPages: new RenderedPages({ maxAgeMs: 5_000, maxChars: 10_000, now: () => clock.now }),
    log: { info: () => undefined, warn: () => undefined },
  });
});
afterAll(() => {
  pool.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The page as the pool answers it, once a renderer has started. */
async function rendered(): Promise<string> {
  for (;;) {
    const stream = pool.render(page);
    if (stream) return streamText(stream);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('a rendering past its age serves the next shopper at once while it is made again', async () => {
  expect(await rendered()).toBe('<p>rendering 1</p>');

  clock.now = 6_000;
  expect(await rendered()).toBe('<p>rendering 1</p>');
  // The renewal runs in the background; the shoppers meanwhile get the one kept.
  let latest = await rendered();
  while (latest === '<p>rendering 1</p>') {
    await new Promise((resolve) => setTimeout(resolve, 20));
    latest = await rendered();
  }
  expect(latest).toBe('<p>rendering 2</p>');
  expect(await rendered()).toBe('<p>rendering 2</p>');

  clock.now = 20_000;
  expect(await rendered()).toBe('<p>rendering 3</p>');
});
