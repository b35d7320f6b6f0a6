import type { SizeConversion, SizeGuideId, SizeSystem } from '@shop/shared/contracts';
import type { Locale } from '@shop/shared/contracts';

interface SizeGuideData {
  title: Record<Locale, string>;
  note: Record<Locale, string> | null;
  rows: SizeConversion[];
}

const row = (size: string, it: string, eu: string, uk: string, us: string): SizeConversion => ({
  size,
  systems: { it, eu, uk, us } satisfies Record<SizeSystem, string>,
});

/**
 * The conversion tables of the shop's sizes: Italian, European, British and American, side by
 * side, per kind of garment. Letter sizes are sold under their letter; the table gives the
 * Italian number they correspond to.
 */
export const SIZE_GUIDES: Record<SizeGuideId, SizeGuideData> = {
  'men-tops': {
    title: { it: 'Camicie e maglieria uomo', en: "Men's shirts and knitwear" },
    note: {
      it: 'Taglie UK e US: circonferenza torace in pollici.',
      en: 'UK and US: chest in inches.',
    },
    rows: [
      row('S', '46', '46', '36', '36'),
      row('M', '48', '48', '38', '38'),
      row('L', '50', '50', '40', '40'),
      row('XL', '52', '52', '42', '42'),
      row('XXL', '54', '54', '44', '44'),
    ],
  },
  'men-tailoring': {
    title: { it: 'Giacche uomo', en: "Men's jackets" },
    note: {
      it: 'Taglie UK e US: circonferenza torace in pollici.',
      en: 'UK and US: chest in inches.',
    },
    rows: ['44', '46', '48', '50', '52', '54', '56'].map((it, index) =>
      row(it, it, it, String(34 + index * 2), String(34 + index * 2)),
    ),
  },
  'men-trousers': {
    title: { it: 'Pantaloni uomo', en: "Men's trousers" },
    note: { it: 'Taglie UK e US: vita in pollici.', en: 'UK and US: waist in inches.' },
    rows: ['44', '46', '48', '50', '52', '54', '56'].map((it, index) =>
      row(it, it, it, String(28 + index * 2), String(28 + index * 2)),
    ),
  },
  'men-belts': {
    title: { it: 'Cinture uomo', en: "Men's belts" },
    note: {
      it: 'Lunghezza in centimetri; UK e US in pollici.',
      en: 'Length in centimetres; UK and US in inches.',
    },
    rows: ['85', '90', '95', '100', '105'].map((it, index) =>
      row(it, it, it, String(32 + index * 2), String(32 + index * 2)),
    ),
  },
  'women-tops': {
    title: { it: 'Camicie e maglieria donna', en: "Women's shirts and knitwear" },
    note: null,
    rows: [
      row('XS', '38', '34', '6', '2'),
      row('S', '40', '36', '8', '4'),
      row('M', '42', '38', '10', '6'),
      row('L', '44', '40', '12', '8'),
      row('XL', '46', '42', '14', '10'),
    ],
  },
  'women-clothing': {
    title: { it: 'Abbigliamento donna', en: "Women's clothing" },
    note: null,
    rows: ['38', '40', '42', '44', '46', '48'].map((it, index) =>
      row(it, it, String(34 + index * 2), String(6 + index * 2), String(2 + index * 2)),
    ),
  },
  'women-belts': {
    title: { it: 'Cinture donna', en: "Women's belts" },
    note: {
      it: 'Lunghezza in centimetri; UK e US in pollici.',
      en: 'Length in centimetres; UK and US in inches.',
    },
    rows: ['75', '80', '85', '90'].map((it, index) =>
      row(it, it, it, String(28 + index * 2), String(28 + index * 2)),
    ),
  },
};
