import type { ProductDetail } from '../contracts/catalogue';
import type { Locale } from '../contracts/locale';
import type { PageMetaInput } from '../contracts/page-meta';

const BRAND = 'Aurelia';

const localePrefix = (locale: Locale) => (locale === 'it' ? '' : `/${locale}`);

/** A product page's URL path in `locale`: "/products/camicia-…" or "/en/products/shirt-…". */
export function productPagePath(paths: Record<Locale, string>, locale: Locale): string {
  return `${localePrefix(locale)}/products/${paths[locale]}`;
}

/**
 * The head data of a product page: the catalogue remote publishes it and the server writes the
 * same into the HTML, with schema.org Product structured data (offers with price and
 * availability) and the breadcrumb trail.
 */
export function productHead(product: ProductDetail): PageMetaInput {
  const colour = product.colours[0];
  const image = colour?.images[0]?.url;
  const description = product.description.replace(/\s+/g, ' ').trim().slice(0, 160);
  return {
    title: product.name,
    description,
    keywords: [product.name, ...product.trail.map((crumb) => crumb.name)],
    alternates: {
      it: productPagePath(product.paths, 'it'),
      en: productPagePath(product.paths, 'en'),
    },
    ...(image ? { image } : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@graph': [productJsonLd(product), breadcrumbJsonLd(product)],
    },
  };
}

function productJsonLd(product: ProductDetail): Record<string, unknown> {
  const url = productPagePath(product.paths, product.locale);
  return {
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.id,
    brand: { '@type': 'Brand', name: BRAND },
    image: product.colours.flatMap((colour) => colour.images.map((image) => image.url)),
    color: product.colours.map((colour) => colour.name).join(', '),
    offers: {
      '@type': 'Offer',
      url,
      price: (product.price.cents / 100).toFixed(2),
      priceCurrency: 'EUR',
      availability: product.available
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

function breadcrumbJsonLd(product: ProductDetail): Record<string, unknown> {
  const prefix = localePrefix(product.locale);
  const items = [
    ...product.trail.map((crumb) => ({
      name: crumb.name,
      path: `${prefix}/categories/${crumb.path}`,
    })),
    { name: product.name, path: productPagePath(product.paths, product.locale) },
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.path,
    })),
  };
}
