import type {
  BodyMeasurement,
  CentimetreRange,
  Locale,
  SizeConversion,
  SizeGuideId,
  SizeSystem,
} from '@shop/shared/contracts';

interface SizeGuideData {
  title: Record<Locale, string>;
  note: Record<Locale, string> | null;
  /** The body measurements every row gives, in the order they are shown. */
  measurements: BodyMeasurement[];
  rows: SizeConversion[];
}

/** One size: its label, its IT/EU/UK/US names, and the body it fits (min–max cm). */
interface SizeRow {
  size: string;
  it: string;
  eu: string;
  uk: string;
  us: string;
  /** The international letter of a size sold under a number. */
  letter?: string;
  cm: Partial<Record<BodyMeasurement, [min: number, max: number]>>;
}

function row({ size, it, eu, uk, us, letter, cm }: SizeRow): SizeConversion {
  const measurements: Partial<Record<BodyMeasurement, CentimetreRange>> = {};
  for (const [name, [min, max]] of Object.entries(cm) as [BodyMeasurement, [number, number]][]) {
    measurements[name] = { min, max };
  }
  return {
    size,
    systems: { it, eu, uk, us } satisfies Record<SizeSystem, string>,
    ...(letter !== undefined && { letter }),
    measurements,
  };
}

/** A 4 cm band starting at `from`, the usual step between two sizes. */
const band = (from: number): [number, number] => [from, from + 4];

const MEN_LETTERS = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'];
const WOMEN_LETTERS = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const MEN_NUMBERS = ['44', '46', '48', '50', '52', '54', '56'];
const WOMEN_NUMBERS = ['38', '40', '42', '44', '46', '48'];

/** Men's Italian sizes: chest is twice the number (48: 94–98 cm), waist 12 cm less. */
const menTailoringRow = (it: string, index: number) =>
  row({
    size: it,
    it,
    eu: it,
    uk: String(34 + index * 2),
    us: String(34 + index * 2),
    letter: MEN_LETTERS[index],
    cm: { chest: band(86 + index * 4), waist: band(74 + index * 4) },
  });

/** Men's trousers: UK/US are the waist in inches (30 = 76 cm), hips 16 cm more than the waist. */
const menTrousersRow = (it: string, index: number) =>
  row({
    size: it,
    it,
    eu: it,
    uk: String(28 + index * 2),
    us: String(28 + index * 2),
    letter: MEN_LETTERS[index],
    cm: { waist: band(70 + index * 5), hips: band(86 + index * 4) },
  });

/** Women's Italian sizes: EU is the Italian number less 4, UK less 32, US less 36. */
const womenRow = (size: string, letter: string | undefined, index: number) =>
  row({
    size,
    it: String(38 + index * 2),
    eu: String(34 + index * 2),
    uk: String(6 + index * 2),
    us: String(2 + index * 2),
    ...(letter !== undefined && { letter }),
    cm: { bust: band(80 + index * 4), waist: band(62 + index * 4), hips: band(88 + index * 4) },
  });

/** Belts are sold by their length in cm; they fit a waist some 12 cm shorter. */
const beltRow = (length: number, index: number, letters: string[], firstInches: number) =>
  row({
    size: String(length),
    it: String(length),
    eu: String(length),
    uk: String(firstInches + index * 2),
    us: String(firstInches + index * 2),
    letter: letters[index],
    cm: { waist: [length - 14, length - 10] },
  });

const BELT_NOTE = {
  it: 'La taglia è la lunghezza della cintura in centimetri, fino al foro centrale; UK e US in pollici.',
  en: 'The size is the belt’s length in centimetres, to the middle hole; UK and US in inches.',
};

/**
 * The size guides of the shop, per kind of garment: each size the shop sells under its own label
 * (a letter or an Italian number), its Italian, European, British and American names, the
 * international letter of a numbered size, and the body it fits in centimetres. The rows are the
 * size runs the seed gives the garments (letters S–XXL for men, XS–XL for women, Italian numbers,
 * belt lengths).
 */
export const SIZE_GUIDES: Record<SizeGuideId, SizeGuideData> = {
  'men-tops': {
    title: {
      it: 'Camicie, maglieria e giacche casual uomo',
      en: "Men's shirts, knitwear and casual jackets",
    },
    note: {
      it: 'Taglie UK e US: circonferenza torace in pollici.',
      en: 'UK and US: chest in inches.',
    },
    measurements: ['chest', 'waist'],
    rows: ['S', 'M', 'L', 'XL', 'XXL'].map((size, index) =>
      row({
        size,
        it: String(46 + index * 2),
        eu: String(46 + index * 2),
        uk: String(36 + index * 2),
        us: String(36 + index * 2),
        cm: { chest: band(90 + index * 4), waist: band(78 + index * 4) },
      }),
    ),
  },
  'men-tailoring': {
    title: { it: 'Giacche e cappotti uomo', en: "Men's jackets and coats" },
    note: {
      it: 'Taglie UK e US: circonferenza torace in pollici.',
      en: 'UK and US: chest in inches.',
    },
    measurements: ['chest', 'waist'],
    rows: MEN_NUMBERS.map(menTailoringRow),
  },
  'men-trousers': {
    title: { it: 'Pantaloni uomo', en: "Men's trousers" },
    note: { it: 'Taglie UK e US: vita in pollici.', en: 'UK and US: waist in inches.' },
    measurements: ['waist', 'hips'],
    rows: MEN_NUMBERS.map(menTrousersRow),
  },
  'men-belts': {
    title: { it: 'Cinture uomo', en: "Men's belts" },
    note: BELT_NOTE,
    measurements: ['waist'],
    rows: [85, 90, 95, 100, 105].map((length, index) =>
      beltRow(length, index, ['S', 'M', 'L', 'XL', 'XXL'], 32),
    ),
  },
  'women-tops': {
    title: { it: 'Camicie e maglieria donna', en: "Women's shirts and knitwear" },
    note: null,
    measurements: ['bust', 'waist', 'hips'],
    rows: ['XS', 'S', 'M', 'L', 'XL'].map((size, index) => womenRow(size, undefined, index)),
  },
  'women-clothing': {
    title: {
      it: 'Abiti, pantaloni, giacche e cappotti donna',
      en: "Women's dresses, trousers, jackets and coats",
    },
    note: null,
    measurements: ['bust', 'waist', 'hips'],
    rows: WOMEN_NUMBERS.map((size, index) => womenRow(size, WOMEN_LETTERS[index], index)),
  },
  'women-belts': {
    title: { it: 'Cinture donna', en: "Women's belts" },
    note: BELT_NOTE,
    measurements: ['waist'],
    rows: [75, 80, 85, 90].map((length, index) =>
      beltRow(length, index, ['XS', 'S', 'M', 'L'], 28),
    ),
  },
};
