import { statSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { RenderJob } from '@shop/shared/contracts';
import type { RenderedPages } from './rendered-pages';
import { RendererProcess, type RendererLimits } from './renderer-process';

/** Where the pool reports what happened to its processes and jobs. */
export interface RenderPoolLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface RenderPoolOptions extends RendererLimits {
  /** The shell's page renderer (`PAGE_RENDERER_PROGRAM` in its build). */
  program: string;
  /** The remotes' manifest URLs, by remote, whose pages a renderer loads before it takes jobs. */
  remoteManifests: Record<string, string>;
  /** How many renderer processes run side by side. */
  processes: number;
  /**
   * How long a page may take, all of it, before its renderer is taken for stuck (a remote looping)
   * and stopped: the page keeps what it had, the browser renders the rest.
   */
  pageDeadlineMs: number;
  /** How long the frame waits for the page's regions (passed to the renderer). */
  frameHoldMs: number;
  /** How long the remotes' regions may take once the frame is out (passed to the renderer). */
  regionDeadlineMs: number;
  /** Whole renderings kept for the next shopper of the same page (see `RenderedPages`). */
  renderedPages?: RenderedPages;
  log: RenderPoolLog;
}

/** A page as the page server asks for it: the pool adds its id and time limits. */
type PageToRender = Omit<RenderJob, 'id' | 'frameHoldMs' | 'regionDeadlineMs'>;

/**
 * How long a page that outlasted its deadline is left to the browser before a renderer tries it
 * again (a release or a new renderer build tries it at once): a remote's code that loops on one
 * page must not take a renderer, and a core, every time a shopper asks for it.
 */
export const STUCK_PAGE_REST_MS = 10 * 60_000;

/** The wait before starting a renderer again after one exited, doubled while they keep exiting. */
const FIRST_RESTART_DELAY_MS = 100;
const MAX_RESTART_DELAY_MS = 5_000;

/**
 * The page server's renderer processes: a job goes to the least busy one, a job past its deadline
 * stops the process that holds it (the others keep serving), a process that exits is replaced,
 * and a new build of the renderer replaces them all as their jobs finish.
 */
export class RenderPool {
  private processes: RendererProcess[] = [];
  private programVersion: number | null = null;
  private nextJobId = 1;
  private restartDelayMs = FIRST_RESTART_DELAY_MS;
  /** No renderer starts before then: one that keeps failing is started again less and less often. */
  private startsAllowedAt = 0;
  private restartTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly urls = new Map<number, string>();
  /** Jobs one of whose regions was left to the browser: their rendering is not kept. */
  private readonly incomplete = new Set<number>();
  /** The build of each remote the renderers loaded, as the pages' manifests name it. */
  private releases: Record<string, string> = {};
  /**
   * Pages (paths, whatever their query: a loop would otherwise cost a renderer once per tracking
   * parameter) that outlasted their deadline, left to the browser until then.
   */
  private readonly stuckPages = new Map<string, number>();

  constructor(
    private readonly options: RenderPoolOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Renders a page: its HTML, piece by piece, ending in an error when the renderer failed or the
   * page outlasted its deadline; null when no renderer is ready (none built, or still starting):
   * the page then goes out for the browser to render, without waiting.
   *
   * `releases` names each remote's build as the page's manifests do (null: not known for this
   * page). A remote released or rolled back since the renderers loaded it replaces them: a page is
   * never rendered with another build of a remote than the one its browser code comes from.
   *
   * A page that outlasted its deadline is left to the browser, whatever its query, for
   * `STUCK_PAGE_REST_MS`, or until a release or a new renderer build.
   */
  render(page: PageToRender, releases: Record<string, string | null> = {}): Readable | null {
    this.refresh(this.releasedSince(releases));
    const kept = this.options.renderedPages;
    const key = kept?.enabled ? kept.keyOf(page) : null;
    const found = key ? kept?.find(key, page.scriptNonce) : null;
    if (key && found) {
      // Past its age, the rendering still serves this shopper while the next one is made.
      if (found.renewDue) this.renew(page, key);
      return Readable.from([found.html]);
    }
    if (this.isStuck(page.input.url)) return null;
    const output = this.startJob(page, key);
    if (!output) return null;
    return key ? Readable.from(this.keeping(output, key, page.scriptNonce)) : output.html;
  }

  /** Renders `page` again for the pages kept, in the background: nobody waits for it. */
  private renew(page: PageToRender, key: string): void {
    if (this.isStuck(page.input.url)) return;
    const output = this.startJob(page, key);
    if (!output) return;
    void (async () => {
      for await (const piece of this.keeping(output, key, page.scriptNonce)) void piece;
    })().catch(() => undefined);
  }

  /** Sends a job to the least busy renderer, stopped if it outlasts the page's deadline. */
  private startJob(page: PageToRender, key: string | null): { id: number; html: Readable } | null {
    const renderer = this.leastBusy();
    if (!renderer) return null;
    const id = this.nextJobId++;
    const { input } = page;
    this.urls.set(id, input.url);
    const { frameHoldMs, regionDeadlineMs } = this.options;
    const job: RenderJob = { ...page, id, frameHoldMs, regionDeadlineMs };
    const html = renderer.render(job);
    // Read by the page's stream, which reports the failure; it may come before that reads.
    html.on('error', () => undefined);
    const deadline = setTimeout(() => {
      this.stuckPages.set(pathOf(input.url), this.now() + STUCK_PAGE_REST_MS);
      this.options.log.warn(
        `The page renderer took over ${this.options.pageDeadlineMs} ms for ${input.url}; stopped and started again, and the page left to the browser for ${STUCK_PAGE_REST_MS / 60_000} minutes`,
      );
      renderer.kill(`was stopped after ${this.options.pageDeadlineMs} ms on ${input.url}`);
    }, this.options.pageDeadlineMs);
    html.once('close', () => {
      clearTimeout(deadline);
      this.urls.delete(id);
      if (!key) this.incomplete.delete(id);
    });
    return { id, html };
  }

  /** The rendering as it comes, kept once it has ended whole. */
  private async *keeping(
    { id, html }: { id: number; html: Readable },
    key: string,
    nonce: string,
  ): AsyncGenerator<string> {
    const pieces: string[] = [];
    try {
      for await (const piece of html) {
        pieces.push(String(piece));
        yield String(piece);
      }
      if (!this.incomplete.has(id)) this.options.renderedPages?.store(key, pieces.join(''), nonce);
    } finally {
      this.incomplete.delete(id);
    }
  }

  private isStuck(url: string): boolean {
    const path = pathOf(url);
    const until = this.stuckPages.get(path);
    if (until === undefined) return false;
    if (this.now() < until) return true;
    this.stuckPages.delete(path);
    return false;
  }

  /** Stops every renderer. */
  close(): void {
    this.closed = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    for (const renderer of this.processes) renderer.kill('was closed with the server');
    this.processes = [];
  }

  /** Whether a remote's build differs from the one the renderers loaded; remembers the new ones. */
  private releasedSince(releases: Record<string, string | null>): boolean {
    let changed = false;
    for (const [remote, release] of Object.entries(releases)) {
      // Unknown for this page (its manifest did not answer in time): nothing is concluded.
      if (release === null || this.releases[remote] === release) continue;
      if (this.releases[remote] !== undefined) changed = true;
      this.releases[remote] = release;
    }
    return changed;
  }

  /**
   * Starts the renderers on the first page, and anew when the program was rebuilt or a remote
   * released.
   */
  private refresh(released = false): void {
    const version = programVersion(this.options.program);
    if (version !== this.programVersion || released) {
      const retired = this.processes;
      this.processes = [];
      this.programVersion = version;
      // Their jobs finish first: a page under way is not cut short by a deploy.
      for (const renderer of retired) retireWhenIdle(renderer);
      if (released) this.options.log.info('A remote was released: the page renderers start anew');
      this.options.renderedPages?.clear();
      this.stuckPages.clear();
      // A new build gets its chance at once, whatever the last one did.
      this.restartDelayMs = FIRST_RESTART_DELAY_MS;
      this.startsAllowedAt = 0;
    }
    if (version === null || Date.now() < this.startsAllowedAt) return;
    while (this.processes.filter((renderer) => renderer.alive).length < this.options.processes) {
      this.processes = this.processes.filter((renderer) => renderer.alive);
      this.processes.push(this.start());
    }
  }

  private start(): RendererProcess {
    const { program, remoteManifests } = this.options;
    const renderer: RendererProcess = new RendererProcess(program, remoteManifests, this.options, {
      onReady: () => {
        this.restartDelayMs = FIRST_RESTART_DELAY_MS;
      },
      onExit: (reason) => {
        if (this.closed || !this.processes.includes(renderer)) return;
        this.options.log.warn(`A page renderer ${reason}; another starts`);
        this.scheduleRestart();
      },
      onRegionFailed: (jobId, message) => {
        this.incomplete.add(jobId);
        this.options.log.info(
          `A region of ${this.urls.get(jobId) ?? 'a page'} was left to the browser: ${message}`,
        );
      },
      onStray: (message) => this.options.log.warn(`A page renderer sent ${message}; ignored`),
    });
    return renderer;
  }

  /**
   * A renderer that exits is replaced after a pause, by a timer or by the next page after it: one
   * that keeps failing (a broken build) is not started again on every page.
   */
  private scheduleRestart(): void {
    this.startsAllowedAt = Date.now() + this.restartDelayMs;
    if (!this.restartTimer) {
      this.restartTimer = setTimeout(() => {
        this.restartTimer = null;
        if (!this.closed) this.refresh();
      }, this.restartDelayMs);
      this.restartTimer.unref();
    }
    this.restartDelayMs = Math.min(this.restartDelayMs * 2, MAX_RESTART_DELAY_MS);
  }

  private leastBusy(): RendererProcess | null {
    const ready = this.processes.filter((renderer) => renderer.ready);
    if (ready.length === 0) return null;
    return ready.reduce((best, renderer) => (renderer.load < best.load ? renderer : best));
  }
}

const pathOf = (url: string): string => url.split('?')[0] ?? url;

function programVersion(program: string): number | null {
  try {
    return statSync(program).mtimeMs;
  } catch {
    return null;
  }
}

function retireWhenIdle(renderer: RendererProcess): void {
  const check = () => {
    if (!renderer.alive) return;
    if (renderer.load === 0) renderer.kill('was retired for a new build');
    else setTimeout(check, 1_000).unref();
  };
  check();
}
