let commandCounter = 0;

/**
 * A fresh id for a command, unique in the page and across tabs: its sender waits for the owner's
 * answer carrying it. `crypto.randomUUID` needs a secure context, so plain http falls back to
 * `Math.random`, which is enough to tell one page's commands apart.
 */
export function newCommandId(): string {
  commandCounter += 1;
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Math.random().toString(36).slice(2);
  return `${random}-${commandCounter}`;
}
