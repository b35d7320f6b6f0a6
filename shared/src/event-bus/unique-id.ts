let issued = 0;

/**
 * An id unique in the page and across tabs: a bus's sender id, a command's id (its sender waits
 * for the owner's answer carrying it). `crypto.randomUUID` needs a secure context, so plain http
 * falls back to `Math.random`, which is enough to tell one origin's pages and commands apart.
 */
export function uniqueId(): string {
  issued += 1;
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Math.random().toString(36).slice(2);
  return `${random}-${issued}`;
}

/** A fresh id for a bus command; the notification reporting its outcome carries it back. */
export const newCommandId = uniqueId;
