interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the work before and after it are two tasks and the browser may
 * paint or answer a tap between them. `scheduler.yield()` where the browser has it (the rest of
 * the start keeps its place ahead of other queued work), else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
