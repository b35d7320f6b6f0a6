import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { PAGE_RENDERED_ATTRIBUTE } from '@shop/shared/contracts';
import { kb, measured, median, round, type Figures } from '../figures';

/** Pages a second offered to the page server, as issue 32 states its target. */
export const PAGE_RATE = 50;
const DURATION_SECONDS = 10;
const WARM_UP_SECONDS = 3;
/** A page slower than this is counted as failed: the shopper would have given up. */
const PAGE_TIMEOUT_MS = 10_000;

/** One page as a browser on a fast network gets it: Brotli, the Italian store. */
export interface PageTiming {
  /** Status and headers in: the head of the document can be parsed. */
  ttfbMs: number;
  /** The last byte in: everything the server rendered has arrived. */
  totalMs: number;
  /** Bytes on the wire (Brotli) and in the document. */
  wireBytes: number;
  htmlBytes: number;
  serverRendered: boolean;
  failure?: string;
}

function getPage(origin: string, path: string): Promise<PageTiming> {
  const started = performance.now();
  return new Promise((resolve) => {
    let ttfbMs = 0;
    const failed = (failure: string): void =>
      resolve({
        ttfbMs,
        totalMs: performance.now() - started,
        wireBytes: 0,
        htmlBytes: 0,
        serverRendered: false,
        failure,
      });
    const request = http.get(
      `${origin}${path}`,
      { headers: { accept: 'text/html', 'accept-encoding': 'br' }, timeout: PAGE_TIMEOUT_MS },
      (response) => {
        ttfbMs = performance.now() - started;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => failed(error.message));
        response.on('end', () => {
          const totalMs = performance.now() - started;
          if (response.statusCode !== 200) return failed(`HTTP ${response.statusCode}`);
          const wire = Buffer.concat(chunks);
          const html =
            response.headers['content-encoding'] === 'br' ? brotliDecompressSync(wire) : wire;
          resolve({
            ttfbMs,
            totalMs,
            wireBytes: wire.length,
            htmlBytes: html.length,
            serverRendered: html.includes(`${PAGE_RENDERED_ATTRIBUTE}=""`),
          });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer in ${PAGE_TIMEOUT_MS} ms`)));
    request.on('error', (error) => failed(error.message));
  });
}

/**
 * An open load: one page every 1/rate seconds whatever the answers before it, as shoppers arrive,
 * each path of `paths` in turn.
 */
async function offer(
  origin: string,
  paths: readonly string[],
  seconds: number,
  rate: number,
): Promise<PageTiming[]> {
  const count = Math.round(seconds * rate);
  const started = performance.now();
  const pages: Promise<PageTiming>[] = [];
  for (let index = 0; index < count; index += 1) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pages.push(getPage(origin, paths[index % paths.length] as string));
  }
  return Promise.all(pages);
}

export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) throw new Error('percentile of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number;
}

/** The figures of one route's pages: latency, its parts, the bytes, and how many failed. */
export function pageFigures(prefix: string, pages: PageTiming[], rate: number): Figures {
  const answered = pages.filter((page) => page.failure === undefined);
  const failures = pages.length - answered.length;
  const firstFailure = pages.find((page) => page.failure !== undefined)?.failure;
  const figures: Figures = {
    [`${prefix}.failures`]: measured(
      failures,
      'pages',
      `of ${pages.length} at ${rate} pages/s${firstFailure ? `; first: ${firstFailure}` : ''}`,
    ),
  };
  if (answered.length === 0) return figures;
  const ms = (value: number) => round(value, 1);
  const total = answered.map((page) => page.totalMs);
  const ttfb = answered.map((page) => page.ttfbMs);
  // What the stream spent after the head went out: the server's rendering, as the network sees it.
  const render = answered.map((page) => page.totalMs - page.ttfbMs);
  const rendered = answered.filter((page) => page.serverRendered).length;
  return {
    ...figures,
    [`${prefix}.p50-ms`]: measured(ms(percentile(total, 0.5)), 'ms', 'last byte'),
    [`${prefix}.p99-ms`]: measured(
      ms(percentile(total, 0.99)),
      'ms',
      `max ${ms(Math.max(...total))} ms`,
    ),
    [`${prefix}.ttfb-p50-ms`]: measured(ms(percentile(ttfb, 0.5)), 'ms'),
    [`${prefix}.ttfb-p99-ms`]: measured(ms(percentile(ttfb, 0.99)), 'ms'),
    [`${prefix}.render-p50-ms`]: measured(ms(percentile(render, 0.5)), 'ms', 'first byte to last'),
    [`${prefix}.render-p99-ms`]: measured(ms(percentile(render, 0.99)), 'ms'),
    [`${prefix}.html-kb`]: measured(kb(median(answered.map((page) => page.htmlBytes))), 'KB'),
    [`${prefix}.html-brotli-kb`]: measured(
      kb(median(answered.map((page) => page.wireBytes))),
      'KB',
    ),
    [`${prefix}.server-rendered-percent`]: measured(
      round((rendered / answered.length) * 100),
      '%',
      `${rendered} of ${answered.length}`,
    ),
  };
}

/** Other pages asked for meanwhile, at their own rate, whose answers are counted apart. */
export interface AlongsidePages {
  prefix: string;
  paths: readonly string[];
  rate: number;
}

/**
 * One route's pages at `PAGE_RATE` for 10 s (or `seconds`), after a warm-up; with `alongside`,
 * those pages are asked for as well all the while.
 */
export async function loadPages(
  prefix: string,
  origin: string,
  paths: readonly string[],
  alongside?: AlongsidePages,
  seconds = DURATION_SECONDS,
): Promise<Figures> {
  const meanwhile = (seconds: number) =>
    alongside ? offer(origin, alongside.paths, seconds, alongside.rate) : Promise.resolve([]);
  await Promise.all([offer(origin, paths, WARM_UP_SECONDS, PAGE_RATE), meanwhile(WARM_UP_SECONDS)]);
  const [pages, others] = await Promise.all([
    offer(origin, paths, seconds, PAGE_RATE),
    meanwhile(seconds),
  ]);
  return {
    ...pageFigures(prefix, pages, PAGE_RATE),
    ...(alongside && pageFigures(alongside.prefix, others, alongside.rate)),
  };
}
