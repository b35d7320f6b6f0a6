interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

/**
 * Remembers each key's value for `maxAgeMs`. Requests that miss at the same moment share one
 * load. When a load fails (the database is away), the last value that loaded is served again for
 * another `maxAgeMs` before the next attempt, so readers keep their answer through an outage and
 * the database is asked at most once per `maxAgeMs` meanwhile; with no such value the failure is
 * the answer, and is not remembered. Keys must come from a small, fixed set (a locale, not a query
 * string): nothing is ever evicted but by age.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly lastLoaded = new Map<K, V>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    if (this.maxAgeMs <= 0) return load();
    const time = this.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > time) return cached.value;

    const value = load().then(
      (loaded) => {
        this.lastLoaded.set(key, loaded);
        return loaded;
      },
      (error: unknown) => {
        if (!this.lastLoaded.has(key)) {
          if (this.entries.get(key)?.value === value) this.entries.delete(key);
          throw error;
        }
        const stale = this.lastLoaded.get(key) as V;
        this.entries.set(key, {
          value: Promise.resolve(stale),
          expiresAt: this.now() + this.maxAgeMs,
        });
        return stale;
      },
    );
    this.entries.set(key, { value, expiresAt: time + this.maxAgeMs });
    return value;
  }
}
