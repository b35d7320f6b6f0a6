import { useQuery } from '@tanstack/react-query';
import { isApiError, type Locale, type ProductDetail } from '@shop/shared';
import { productQuery } from './product-query';

export type ProductState =
  | { status: 'loading' }
  | { status: 'found'; product: ProductDetail }
  | { status: 'not-found' }
  | { status: 'failed'; retry: () => void };

/** The product `slug` in `locale`, read through the query the server inlines. */
export function useProduct(locale: Locale, slug: string): ProductState {
  const query = useQuery({ ...productQuery(locale, slug), enabled: isProductSlug(slug) });
  if (!isProductSlug(slug)) return { status: 'not-found' };
  // A product already shown stays on screen if a later refetch fails.
  if (query.data) return { status: 'found', product: query.data };
  if (query.isError && !query.isFetching) {
    if (isApiError(query.error) && query.error.status === 404) return { status: 'not-found' };
    return { status: 'failed', retry: () => void query.refetch({ cancelRefetch: false }) };
  }
  return { status: 'loading' };
}

/** A product's URL is `/products/{slug}`: one segment of lowercase words and digits. */
export function isProductSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 200;
}
