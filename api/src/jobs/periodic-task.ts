import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicTask {
  /** Runs the task now, unless a run is under way (then waits for that one). */
  runNow(): Promise<void>;
  /** No new runs; resolves when the run under way, if any, has finished. */
  stop(): Promise<void>;
}

export interface PeriodicTaskOptions {
  name: string;
  intervalMs: number;
  run: () => Promise<void>;
  log: FastifyBaseLogger;
}

/**
 * Runs `run` every `intervalMs`, one run at a time: the next run is scheduled when the previous
 * one ends, so a slow run never overlaps the next. A failed run is logged and the task goes on.
 */
export function startPeriodicTask({
  name,
  intervalMs,
  run,
  log,
}: PeriodicTaskOptions): PeriodicTask {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const runOnce = (): Promise<void> => {
    running ??= run()
      .catch((err: unknown) => log.error({ err, task: name }, 'background task failed'))
      .finally(() => {
        running = null;
        schedule();
      });
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void runOnce(), intervalMs);
    // A pending run never keeps the process alive by itself.
    timer.unref();
  };

  schedule();
  return {
    runNow: runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
