import { queryOptions } from '@tanstack/react-query';
import {
  apiClient,
  productQueryKey,
  retryUnlessRefused,
  type Locale,
  type ProductDetail,
} from '@shop/shared';

/** A product page's data, from `GET /api/products/:slug`; the server inlines it under this key. */
export const productQuery = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: productQueryKey(locale, slug),
    queryFn: ({ signal }) =>
      apiClient.get<ProductDetail>(`/products/${encodeURIComponent(slug)}`, {
        query: { lang: locale },
        signal,
      }),
    retry: retryUnlessRefused,
  });
