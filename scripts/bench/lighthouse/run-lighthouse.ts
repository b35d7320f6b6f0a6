import { launchChromium, CHROME_PATH } from '../chromium';
import { kb, measured, median, missing, round, type Figures } from '../figures';
import { routeExists } from '../pages/route-exists';

export const LIGHTHOUSE_RUNS = 5;
const PRESETS = ['mobile', 'desktop'] as const;
type Preset = (typeof PRESETS)[number];

export interface RunFigures {
  score: number;
  fcpSeconds: number;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
  speedIndexSeconds: number;
  /** The longest main-thread task of the load, as Lighthouse's "long tasks" lists them. */
  longestTaskMs: number;
  /** What the largest paint was, as Lighthouse names the element. */
  lcpElement: string;
  /** Bytes of pictures whose request started before the largest paint, as the page loaded. */
  imageBytesBeforeLcp: number;
}

interface NetworkRequest {
  url?: string;
  resourceType?: string;
  networkRequestTime?: number;
  transferSize?: number;
}

/**
 * The pictures asked for before the largest paint was observed (docs/performance.md,
 * "Pictures"): both times are the load's own, in ms from the navigation's start.
 */
function imageBytesBefore(requests: NetworkRequest[], observedLcpMs: number): number {
  return requests
    .filter(
      (request) =>
        request.resourceType === 'Image' &&
        (request.networkRequestTime ?? Infinity) < observedLcpMs,
    )
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

interface AuditDetails {
  items?: { duration?: number; node?: { snippet?: string }; items?: AuditDetails['items'] }[];
}

function longestTask(details: AuditDetails | undefined): number {
  return Math.max(0, ...(details?.items ?? []).map((item) => item.duration ?? 0));
}

/** The LCP element's snippet: the audit nests it in a table (LH 12) or lists it (before). */
function lcpElementOf(details: AuditDetails | undefined): string {
  for (const item of details?.items ?? []) {
    if (item.node?.snippet) return item.node.snippet;
    const nested = item.items?.find((inner) => inner.node?.snippet);
    if (nested?.node?.snippet) return nested.node.snippet;
  }
  return 'unknown';
}

export type LighthousePreset = Preset;
export type LighthouseRun = (url: string, preset: Preset) => Promise<RunFigures>;

/**
 * One Chromium (`--headless=new`, as docs/performance.md says) for every run; Lighthouse resets
 * storage before each, so each run is a cold load. Mobile is Lighthouse's default simulation.
 */
export async function startLighthouse(): Promise<{
  run: LighthouseRun;
  stop: () => Promise<void>;
}> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const run: LighthouseRun = async (url, preset) => {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpSeconds: audit('first-contentful-paint') / 1000,
      lcpSeconds: audit('largest-contentful-paint') / 1000,
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndexSeconds: audit('speed-index') / 1000,
      longestTaskMs: longestTask(lhr.audits['long-tasks']?.details as AuditDetails | undefined),
      lcpElement: lcpElementOf(
        lhr.audits['largest-contentful-paint-element']?.details as AuditDetails | undefined,
      ),
      imageBytesBeforeLcp: imageBytesBefore(
        (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
          ?.items ?? [],
        (
          lhr.audits.metrics?.details as
            { items?: { observedLargestContentfulPaint?: number }[] } | undefined
        )?.items?.[0]?.observedLargestContentfulPaint ?? 0,
      ),
    };
  };
  return { run, stop: async () => chrome.kill() };
}

/** Lighthouse mobile and desktop on each page, the median of five runs of each figure. */
export async function runLighthouse(
  origin: string,
  pages: readonly { name: string; path: string }[],
): Promise<Figures> {
  const browser = await launchChromium();
  const present = new Map<string, boolean>();
  try {
    for (const page of pages)
      present.set(page.name, await routeExists(browser, origin + page.path));
  } finally {
    await browser.close();
  }

  const figures: Figures = {};
  const lighthouse = await startLighthouse();
  try {
    for (const preset of PRESETS) {
      for (const page of pages) {
        const prefix = `lighthouse.${preset}.${page.name}`;
        if (!present.get(page.name)) {
          const reason = missing(`${page.path} renders the shop's 404 page: not built yet`);
          for (const measure of ['score', 'lcp-s', 'si-s', 'tbt-ms', 'cls'])
            figures[`${prefix}.${measure}`] = reason;
          continue;
        }
        // One load not counted first: pictures are made at their first request (and kept), and a
        // shop's pictures have been asked for before any shopper's cold load.
        await lighthouse.run(origin + page.path, preset);
        const runs: RunFigures[] = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1)
          runs.push(await lighthouse.run(origin + page.path, preset));
        const spread = (values: number[]) => `runs ${values.join(' / ')}`;
        console.log(
          `  lighthouse ${preset} ${page.name}: scores ${runs.map((r) => r.score).join(' ')}`,
        );
        figures[`${prefix}.score`] = measured(
          median(runs.map((r) => r.score)),
          'points',
          spread(runs.map((r) => r.score)),
        );
        figures[`${prefix}.lcp-s`] = measured(
          round(median(runs.map((r) => r.lcpSeconds)), 2),
          's',
          `${spread(runs.map((r) => round(r.lcpSeconds, 2)))}; largest paint ${runs[0]?.lcpElement ?? ''}`,
        );
        figures[`${prefix}.image-kb-before-lcp`] = measured(
          kb(median(runs.map((r) => r.imageBytesBeforeLcp))),
          'KB',
          spread(runs.map((r) => kb(r.imageBytesBeforeLcp))),
        );
        figures[`${prefix}.si-s`] = measured(
          round(median(runs.map((r) => r.speedIndexSeconds)), 2),
          's',
          spread(runs.map((r) => round(r.speedIndexSeconds, 2))),
        );
        figures[`${prefix}.longest-task-ms`] = measured(
          Math.round(median(runs.map((r) => r.longestTaskMs))),
          'ms',
          spread(runs.map((r) => Math.round(r.longestTaskMs))),
        );
        figures[`${prefix}.tbt-ms`] = measured(
          Math.round(median(runs.map((r) => r.tbtMs))),
          'ms',
          spread(runs.map((r) => Math.round(r.tbtMs))),
        );
        figures[`${prefix}.cls`] = measured(
          round(median(runs.map((r) => r.cls)), 3),
          '',
          spread(runs.map((r) => round(r.cls, 3))),
        );
      }
    }
  } finally {
    await lighthouse.stop();
  }
  return figures;
}
