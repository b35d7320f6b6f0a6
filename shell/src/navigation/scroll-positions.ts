/** Where the shopper had scrolled on each history entry, kept for Back and Forward in this tab. */
const STORAGE_KEY = 'shop:scroll-positions';
/** Entries remembered; older ones are forgotten first. */
const MAX_ENTRIES = 50;

type Positions = [key: string, y: number][];

function read(storage: Storage): Positions {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is [string, number] =>
            Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

/** Remembers `y` for the history entry `key` (session storage survives a reload of the tab). */
export function saveScrollPosition(
  key: string,
  y: number,
  storage: Storage = sessionStorage,
): void {
  const positions = read(storage).filter(([entry]) => entry !== key);
  positions.push([key, Math.max(0, Math.round(y))]);
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(positions.slice(-MAX_ENTRIES)));
  } catch {
    // Storage full or refused (private mode): Back then starts at the top, which is acceptable.
  }
}

export function savedScrollPosition(key: string, storage: Storage = sessionStorage): number | null {
  return read(storage).find(([entry]) => entry === key)?.[1] ?? null;
}
