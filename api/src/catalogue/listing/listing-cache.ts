import { LRUCache } from 'lru-cache';

/**
 * Listing answers for a moment: a category page is read by many shoppers with the same few
 * filters, and each answer costs a few grouped queries. Bounded in entries (shoppers can ask for
 * any combination of filters) and in age (`maxAgeMs`, short, so stock and price changes show
 * within it). Requests that miss at the same moment share one load.
 */
export function createListingCache<V extends object>({
  maxAgeMs,
  maxEntries = 1000,
}: {
  maxAgeMs: number;
  maxEntries?: number;
}) {
  const cache = maxAgeMs > 0 ? new LRUCache<string, V>({ max: maxEntries, ttl: maxAgeMs }) : null;
  const loading = new Map<string, Promise<V>>();
  return {
    async get(key: string, load: () => Promise<V>): Promise<V> {
      if (!cache) return load();
      const cached = cache.get(key);
      if (cached) return cached;
      const pending = loading.get(key);
      if (pending) return pending;
      const value = load().then((loaded) => {
        cache.set(key, loaded);
        return loaded;
      });
      loading.set(key, value);
      try {
        return await value;
      } finally {
        loading.delete(key);
      }
    },
    clear(): void {
      cache?.clear();
    },
  };
}
