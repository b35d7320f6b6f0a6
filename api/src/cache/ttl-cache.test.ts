import { TtlCache } from './ttl-cache';

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('TtlCache', () => {
  it('answers from memory until the value is maxAgeMs old, then loads again', async () => {
    const time = clock();
    const cache = new TtlCache<string, number>(1_000, time.now);
    const load = jest.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);

    expect(await cache.get('it', load)).toBe(1);
    time.advance(999);
    expect(await cache.get('it', load)).toBe(1);
    time.advance(1);
    expect(await cache.get('it', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps one value per key', async () => {
    const cache = new TtlCache<string, string>(1_000);

    expect(await cache.get('it', async () => 'Uomo')).toBe('Uomo');
    expect(await cache.get('en', async () => 'Men')).toBe('Men');
    expect(await cache.get('it', async () => 'changed')).toBe('Uomo');
  });

  it('shares one load between requests that miss together', async () => {
    const cache = new TtlCache<string, number>(1_000);
    let resolve: (value: number) => void = () => undefined;
    const load = jest.fn(() => new Promise<number>((done) => (resolve = done)));

    const first = cache.get('it', load);
    const second = cache.get('it', load);
    resolve(7);

    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next request tries again', async () => {
    const cache = new TtlCache<string, number>(1_000);

    await expect(cache.get('it', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('it', async () => 3)).toBe(3);
  });

  it('caches nothing with a max age of 0', async () => {
    const cache = new TtlCache<string, number>(0);
    const load = jest.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);

    expect(await cache.get('it', load)).toBe(1);
    expect(await cache.get('it', load)).toBe(2);
  });

  it('serves the last value that loaded while loads fail, asking again once per max age', async () => {
    const time = clock();
    const cache = new TtlCache<string, string>(1_000, time.now);
    const load = jest
      .fn<Promise<string>, []>()
      .mockResolvedValueOnce('Uomo')
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValueOnce('Uomo e ragazzo');

    expect(await cache.get('it', load)).toBe('Uomo');
    time.advance(1_000);
    expect(await cache.get('it', load)).toBe('Uomo');
    time.advance(999);
    expect(await cache.get('it', load)).toBe('Uomo');
    expect(load).toHaveBeenCalledTimes(2);
    time.advance(1);
    expect(await cache.get('it', load)).toBe('Uomo e ragazzo');
  });
});
