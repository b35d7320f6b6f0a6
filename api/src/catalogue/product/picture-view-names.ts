import type { Locale } from '@shop/shared/contracts';

/** How a product picture shows the garment, as its alternative text says it. */
const VIEW_NAMES: Record<Locale, Record<string, string>> = {
  it: {
    front: 'vista frontale',
    back: 'vista posteriore',
    detail: 'dettaglio del tessuto',
    worn: 'indossato',
  },
  en: { front: 'front view', back: 'back view', detail: 'fabric detail', worn: 'worn' },
};

/** "Camicia in lino, Blu navy, vista posteriore": what a screen reader says of a gallery picture. */
export function pictureAlt(locale: Locale, product: string, colour: string, view: string): string {
  const viewName = VIEW_NAMES[locale][view];
  return [product, colour, viewName].filter(Boolean).join(', ');
}
