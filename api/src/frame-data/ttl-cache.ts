interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

/**
 * Remembers each key's value for `maxAgeMs`. Requests that miss at the same moment share one
 * load, and a load that fails is forgotten at once, so the next request tries again. Keys must
 * come from a small, fixed set (a locale, not a query string): nothing is ever evicted but by age.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const time = this.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > time) return cached.value;

    const value = load();
    if (this.maxAgeMs <= 0) return value;
    this.entries.set(key, { value, expiresAt: time + this.maxAgeMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
