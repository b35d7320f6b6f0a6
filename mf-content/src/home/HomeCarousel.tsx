import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HOME_CAROUSEL_SIZE, RemoteFragmentSlot, type Locale } from '@shop/shared';
import { CONTENT_NAMESPACE } from '../i18n';
import { homeProductsQuery } from './home-products-query';

/**
 * The newest products, in the catalogue's own carousel (its exposed `./product-carousel`) with
 * data the home reads from the catalogue API. Until the carousel has loaded, a placeholder of its
 * height holds its place, so nothing below it moves; without products the section is left out.
 */
export function HomeCarousel({ locale, localePrefix }: { locale: Locale; localePrefix: string }) {
  const { t } = useTranslation(CONTENT_NAMESPACE, { lng: locale });
  const { data, isError } = useQuery(homeProductsQuery(locale));
  if (isError || (data && data.items.length === 0)) return null;
  const placeholder = <div className="home__carousel-placeholder" aria-hidden="true" />;
  return (
    <div className="home__carousel">
      {data ? (
        <RemoteFragmentSlot
          remote="mf_catalogue"
          module="./product-carousel"
          props={{
            products: data.items.slice(0, HOME_CAROUSEL_SIZE),
            title: t('home.carousel'),
            locale,
            localePrefix,
            priority: true,
          }}
          fallback={placeholder}
        />
      ) : (
        placeholder
      )}
    </div>
  );
}
