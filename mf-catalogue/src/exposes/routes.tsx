import { lazy, Suspense } from 'react';
import { PageNotFound, type RemoteRouteProps } from '@shop/shared';
import { CategoryPage } from '../categories/CategoryPage';
import { registerCatalogueTexts } from '../i18n';
import { ProductPage } from '../product/ProductPage';
import { SearchPage } from '../search/SearchPage';

registerCatalogueTexts();

// One shopper's list, rendered in the browser only: a chunk of its own, so the listings and
// product pages carry none of it. It is small: the page shows its own "loading" once it runs.
const WishlistPage = lazy(() =>
  import('../wishlist/WishlistPage').then((m) => ({ default: m.WishlistPage })),
);

/** Pages of the catalogue team. */
export default function CatalogueRoutes(props: RemoteRouteProps<'mf_catalogue'>) {
  switch (props.page) {
    case 'category':
      return <CategoryPage {...props} />;
    case 'product':
      return <ProductPage {...props} />;
    case 'search':
      return <SearchPage {...props} />;
    case 'wishlist':
      return (
        <Suspense fallback={null}>
          <WishlistPage {...props} />
        </Suspense>
      );
    default:
      // A page of this team that is not built yet: the shell shows its 404 page.
      return <PageNotFound locale={props.locale} />;
  }
}
