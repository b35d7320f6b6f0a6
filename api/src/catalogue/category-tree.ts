import type { CategoryNode, Locale } from '@shop/shared/contracts';
import type { CategoryRow } from '../db/schema';

/** Nests flat category rows (sorted by position) into localized navigation nodes. */
export function buildCategoryTree(rows: CategoryRow[], locale: Locale): CategoryNode[] {
  const childrenOf = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parent_id) ?? [];
    siblings.push(row);
    childrenOf.set(row.parent_id, siblings);
  }

  const toNode = (row: CategoryRow, parentPaths: Record<Locale, string> | null): CategoryNode => {
    const paths = {
      it: joinPath(parentPaths?.it, row.slug_it),
      en: joinPath(parentPaths?.en, row.slug_en),
    };
    return {
      id: String(row.id),
      name: locale === 'it' ? row.name_it : row.name_en,
      path: paths[locale],
      paths,
      children: (childrenOf.get(row.id) ?? []).map((child) => toNode(child, paths)),
    };
  };

  return (childrenOf.get(null) ?? []).map((row) => toNode(row, null));
}

function joinPath(parent: string | undefined, slug: string): string {
  return parent ? `${parent}/${slug}` : slug;
}
