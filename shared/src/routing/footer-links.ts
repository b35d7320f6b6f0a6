import type { Locale } from '../contracts/locale';
import { routePath } from './match-route';
import { ROUTE_TABLE, type FooterColumnId, type ShopRoute } from './route-table';

export interface FooterLink {
  labelKey: string;
  path: string;
}

export interface FooterColumn {
  id: FooterColumnId;
  links: FooterLink[];
}

const COLUMN_ORDER: readonly FooterColumnId[] = ['help', 'about', 'discover', 'legal'];

/**
 * The footer's link columns as a shopper in `locale` sees them, from the routes' footer
 * placements: Italian-only links dropped in English, paths localized, empty columns left out.
 */
export function footerColumnsFor(locale: Locale): FooterColumn[] {
  const placements = (ROUTE_TABLE as readonly ShopRoute[]).flatMap((route) =>
    (route.footerLinks ?? [])
      .filter((placement) => locale === 'it' || !placement.italianOnly)
      .map((placement) => ({ route, placement })),
  );
  return COLUMN_ORDER.map((id) => ({
    id,
    links: placements
      .filter(({ placement }) => placement.column === id)
      .sort((a, b) => a.placement.order - b.placement.order)
      .flatMap(({ route, placement }) => {
        const path = routePath(route, locale, { splat: placement.splat });
        return path ? [{ labelKey: placement.labelKey, path }] : [];
      }),
  })).filter((column) => column.links.length > 0);
}
