import type { CategoryNode } from '../contracts/categories';
import type { Locale } from '../contracts/locale';
import type { PageMetaInput } from '../contracts/page-meta';

const DESCRIPTION: Record<Locale, (name: string) => string> = {
  it: (name) => `${name}: la collezione Aurelia, spedizione gratuita da 250 €.`,
  en: (name) => `${name}: the Aurelia collection, free shipping from €250.`,
};

/**
 * The head data of a category page, from its trail: the catalogue remote publishes it and the
 * server writes the same into the HTML, so crawlers and the shopper's browser agree.
 */
export function categoryHead(trail: readonly CategoryNode[], locale: Locale): PageMetaInput {
  const category = trail.at(-1);
  if (!category) throw new Error('A category head needs a category');
  return {
    title: trail.map((node) => node.name).join(' · '),
    description: DESCRIPTION[locale](category.name),
    keywords: trail.map((node) => node.name),
    alternates: {
      it: `/categories/${category.paths.it}`,
      en: `/en/categories/${category.paths.en}`,
    },
  };
}
