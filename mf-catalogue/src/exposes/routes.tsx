import { PageNotFound, type RemoteRouteProps } from '@shop/shared';
import { CategoryPage } from '../categories/CategoryPage';
import { registerCatalogueTexts } from '../i18n';
import { ProductPage } from '../product/ProductPage';
import { SearchPage } from '../search/SearchPage';
import { WishlistPage } from '../wishlist/WishlistPage';

registerCatalogueTexts();

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
      return <WishlistPage {...props} />;
    default:
      // A page of this team that is not built yet: the shell shows its 404 page.
      return <PageNotFound locale={props.locale} />;
  }
}
