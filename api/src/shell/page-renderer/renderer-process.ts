import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { RenderJob } from '@shop/shared/contracts';
import { RendererMessage } from '@shop/shared/contracts/schemas';
import * as v from 'valibot';

/** How a renderer process is confined: what its program may read and how much memory it may take. */
export interface RendererLimits {
  memoryMb: number;
}

/**
 * Node's options for a process that may read its own program's folder and nothing else, and may not
 * start processes or threads: the permission model (`--permission`, experimental before Node 22).
 */
export function confinedNodeOptions(program: string, { memoryMb }: RendererLimits): string[] {
  const flags = process.allowedNodeEnvironmentFlags;
  return [
    flags.has('--permission') ? '--permission' : '--experimental-permission',
    // Node 20 reads a folder's files through a trailing "*"; later versions take it as well.
    `--allow-fs-read=${path.dirname(program)}${path.sep}*`,
    `--max-old-space-size=${memoryMb}`,
    ...(flags.has('--disable-warning') ? ['--disable-warning=ExperimentalWarning'] : []),
  ];
}

/**
 * A renderer's CPU priority below the server's (nice 10: a tenth of its share when both want the
 * CPU): the answers, the data and the database come first, and a remote's code looping until its
 * deadline takes what the server leaves rather than a core.
 */
export const RENDERER_NICENESS = 10;

/** Why a job ended without its page. */
export class RenderFailure extends Error {
  override name = 'RenderFailure';
}

/**
 * One renderer process: the shell's page renderer, started with an empty environment and confined
 * to its own folder, streaming each job's HTML back. Its jobs' streams end with an error when the
 * process fails, exits or is stopped.
 */
export class RendererProcess {
  private readonly child: ChildProcess;
  private readonly jobs = new Map<number, Readable>();
  private started = false;
  private exited = false;

  constructor(
    readonly program: string,
    /** The remotes' manifest URLs, by remote: it loads their pages before it takes jobs. */
    remoteManifests: Record<string, string>,
    limits: RendererLimits,
    private readonly events: {
      onReady: () => void;
      onExit: (reason: string) => void;
      onRegionFailed: (jobId: number, message: string) => void;
      onStray: (message: string) => void;
    },
  ) {
    this.child = fork(program, [JSON.stringify(remoteManifests)], {
      env: {},
      execArgv: confinedNodeOptions(program, limits),
      // Its output is the remotes' console: kept apart from the server's log, not lost.
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'json',
    });
    if (this.child.pid !== undefined) {
      try {
        setPriority(this.child.pid, RENDERER_NICENESS);
      } catch {
        // Already gone (it failed to start): its exit reports why.
      }
    }
    this.child.on('message', (message) => this.receive(message));
    this.child.on('error', (error) => this.end(`could not run: ${error.message}`));
    this.child.on('exit', (code, signal) => this.end(`exited (${signal ?? `code ${code}`})`));
  }

  /** Jobs under way, the measure of how busy it is. */
  get load(): number {
    return this.jobs.size;
  }

  get alive(): boolean {
    return !this.exited;
  }

  /** Started, with the remotes' pages loaded: it takes jobs. */
  get ready(): boolean {
    return this.started && !this.exited;
  }

  /** Sends a page to render; its HTML comes out of the stream, piece by piece. */
  render(message: RenderJob): Readable {
    const output = new Readable({ read() {}, encoding: 'utf8' });
    if (this.ready) this.dispatch(message, output);
    else process.nextTick(() => output.destroy(new RenderFailure('the renderer is not ready')));
    return output;
  }

  /** Ends the process at once (it may be stuck in a loop), failing what it was rendering. */
  kill(reason: string): void {
    this.end(reason);
    this.child.kill('SIGKILL');
  }

  private dispatch(message: RenderJob, output: Readable): void {
    this.jobs.set(message.id, output);
    output.once('close', () => this.jobs.delete(message.id));
    this.child.send(message, (error) => {
      if (error) output.destroy(new RenderFailure(`the job could not be sent: ${error.message}`));
    });
  }

  private receive(raw: unknown): void {
    const checked = v.safeParse(RendererMessage, raw);
    if (!checked.success) {
      this.events.onStray('a message of no known shape');
      return;
    }
    const message = checked.output;
    if (message.kind === 'ready') {
      this.started = true;
      this.events.onReady();
      return;
    }
    const output = this.jobs.get(message.id);
    if (!output) return;
    switch (message.kind) {
      case 'html':
        output.push(message.html);
        break;
      case 'end':
        output.push(null);
        break;
      case 'failed':
        output.destroy(new RenderFailure(message.message));
        break;
      case 'region-failed':
        this.events.onRegionFailed(message.id, message.message);
        break;
    }
  }

  private end(reason: string): void {
    if (this.exited) return;
    this.exited = true;
    const failure = new RenderFailure(`the renderer ${reason}`);
    for (const output of this.jobs.values()) output.destroy(failure);
    this.jobs.clear();
    this.events.onExit(reason);
  }
}
