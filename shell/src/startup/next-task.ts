/**
 * Resolves in a later task, so the work before and after it are two tasks and the browser may
 * paint or answer a tap between them.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
