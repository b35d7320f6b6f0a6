import { priceAt, type PricePoint } from './omnibus-price';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const point = (priceCents: number, iso: string): PricePoint => ({
  priceCents,
  validFrom: day(iso),
});
const NOW = new Date('2026-11-22T15:00:00Z');

describe('priceAt (EU Omnibus: lowest price of the 30 days before a reduction)', () => {
  it('an unchanged price is no reduction', () => {
    expect(priceAt([point(10_000, '2026-09-01')], NOW, 0)).toEqual({
      cents: 10_000,
      previousCents: null,
      lowest30DaysCents: null,
    });
  });

  it('a reduction shows the price before it and the lowest of the 30 days before it began', () => {
    const history = [point(10_000, '2026-09-01'), point(7_000, '2026-11-15')];
    expect(priceAt(history, NOW, 0)).toEqual({
      cents: 7_000,
      previousCents: 10_000,
      lowest30DaysCents: 10_000,
    });
  });

  it('a price that changed several times: the lowest in the window, not the one just before', () => {
    const history = [
      point(12_000, '2026-08-01'),
      point(9_000, '2026-10-20'), // a first promotion, inside the 30 days before 11-15
      point(11_000, '2026-11-01'), // raised again
      point(8_000, '2026-11-15'), // today's reduction
    ];
    expect(priceAt(history, NOW, 0)).toEqual({
      cents: 8_000,
      previousCents: 11_000,
      lowest30DaysCents: 9_000,
    });
  });

  it('counts the price in force when the window opened, even if it began before the window', () => {
    const history = [
      point(6_000, '2026-09-01'), // in force until 10-20, so during the window's first days
      point(10_000, '2026-10-20'),
      point(8_000, '2026-11-15'),
    ];
    // The window is 10-16 to 11-15: 6 000 held from 10-16 to 10-20.
    expect(priceAt(history, NOW, 0).lowest30DaysCents).toBe(6_000);
  });

  it('ignores prices that ended before the window opened', () => {
    const history = [
      point(5_000, '2026-08-01'), // ended 09-01, long before the window
      point(10_000, '2026-09-01'),
      point(8_000, '2026-11-15'),
    ];
    expect(priceAt(history, NOW, 0).lowest30DaysCents).toBe(10_000);
  });

  it('a reduction that started today is announced at once', () => {
    const history = [point(10_000, '2026-10-01'), point(7_500, '2026-11-22')];
    expect(priceAt(history, NOW, 0)).toEqual({
      cents: 7_500,
      previousCents: 10_000,
      lowest30DaysCents: 10_000,
    });
  });

  it('a price that starts later today or tomorrow is not in force yet', () => {
    const history = [point(10_000, '2026-10-01'), point(7_500, '2026-11-23')];
    expect(priceAt(history, NOW, 0)).toEqual({
      cents: 10_000,
      previousCents: null,
      lowest30DaysCents: null,
    });
  });

  it('a price rise is no reduction, and neither is the end of a promotion', () => {
    expect(
      priceAt([point(9_000, '2026-09-01'), point(10_000, '2026-11-01')], NOW, 0),
    ).toMatchObject({ cents: 10_000, previousCents: null });
    expect(
      priceAt(
        [point(10_000, '2026-09-01'), point(8_000, '2026-10-01'), point(10_000, '2026-10-20')],
        NOW,
        0,
      ),
    ).toMatchObject({ cents: 10_000, previousCents: null, lowest30DaysCents: null });
  });

  it('without history in force, the product’s own price', () => {
    expect(priceAt([], NOW, 4_900)).toEqual({
      cents: 4_900,
      previousCents: null,
      lowest30DaysCents: null,
    });
  });

  it('does not depend on the order the history comes in', () => {
    const history = [
      point(8_000, '2026-11-15'),
      point(12_000, '2026-08-01'),
      point(9_000, '2026-10-20'),
    ];
    expect(priceAt(history, NOW, 0).lowest30DaysCents).toBe(9_000);
  });
});
