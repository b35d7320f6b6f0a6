import type { Locale } from '@shop/shared/contracts';

/** What a leaf category sells; picks garment templates, size system and image silhouette. */
export type GarmentKind =
  'shirts' | 'knitwear' | 'trousers' | 'jackets' | 'dresses' | 'skirts' | 'accessories';

export type Department = 'men' | 'women';

export interface SeedCategory {
  code: string;
  name: Record<Locale, string>;
  /** Path segment; the shop's URLs use the capitalized names, e.g. /categories/Uomo/Camicie. */
  slug: Record<Locale, string>;
  children: SeedCategory[];
}

export interface LeafCategory {
  code: string;
  department: Department;
  kind: GarmentKind;
}

const KIND_NAMES: Record<GarmentKind, Record<Locale, string>> = {
  shirts: { it: 'Camicie', en: 'Shirts' },
  knitwear: { it: 'Maglieria', en: 'Knitwear' },
  trousers: { it: 'Pantaloni', en: 'Trousers' },
  jackets: { it: 'Giacche', en: 'Jackets' },
  dresses: { it: 'Abiti', en: 'Dresses' },
  skirts: { it: 'Gonne', en: 'Skirts' },
  accessories: { it: 'Accessori', en: 'Accessories' },
};

const DEPARTMENTS: {
  department: Department;
  name: Record<Locale, string>;
  kinds: GarmentKind[];
}[] = [
  {
    department: 'men',
    name: { it: 'Uomo', en: 'Men' },
    kinds: ['shirts', 'knitwear', 'trousers', 'jackets', 'accessories'],
  },
  {
    department: 'women',
    name: { it: 'Donna', en: 'Women' },
    kinds: ['shirts', 'knitwear', 'trousers', 'jackets', 'dresses', 'skirts', 'accessories'],
  },
];

export const CATEGORY_TREE: SeedCategory[] = DEPARTMENTS.map(({ department, name, kinds }) => ({
  code: department,
  name,
  slug: name,
  children: kinds.map((kind) => ({
    code: leafCode(department, kind),
    name: KIND_NAMES[kind],
    slug: KIND_NAMES[kind],
    children: [],
  })),
}));

export const LEAF_CATEGORIES: LeafCategory[] = DEPARTMENTS.flatMap(({ department, kinds }) =>
  kinds.map((kind) => ({ code: leafCode(department, kind), department, kind })),
);

function leafCode(department: Department, kind: GarmentKind): string {
  return `${department}-${kind}`;
}

/** The garment kind of a leaf category code such as "women-dresses", or null for a department. */
export function garmentKindOf(categoryCode: string): GarmentKind | null {
  const kind = categoryCode.split('-')[1];
  return kind && kind in KIND_NAMES ? (kind as GarmentKind) : null;
}
