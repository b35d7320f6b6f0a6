import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { matchShopPath, routeHead, usePageMeta, type RemoteRouteProps } from '@shop/shared';
import { CONTENT_NAMESPACE } from '../i18n';

const CATEGORY_ROOTS = {
  it: { men: 'Uomo', women: 'Donna' },
  en: { men: 'Men', women: 'Women' },
} as const;

export function HomePage({ locale, localePrefix }: RemoteRouteProps<'mf_content'>) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const roots = CATEGORY_ROOTS[locale];
  const home = matchShopPath(localePrefix || '/');
  usePageMeta({
    ...(home && routeHead(home)),
    title: 'Aurelia',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ClothingStore',
      name: 'Aurelia',
      priceRange: '€€',
    },
  });
  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('home.title')}</h1>
        <p>{t('home.intro')}</p>
        <ul className="home__collections">
          <li>
            <Link to={`${localePrefix}/categories/${roots.women}`}>{t('home.shopWomen')}</Link>
          </li>
          <li>
            <Link to={`${localePrefix}/categories/${roots.men}`}>{t('home.shopMen')}</Link>
          </li>
        </ul>
      </section>
      <p className="home__newsletter">
        {t('home.newsletterTeaser')}{' '}
        <Link to={`${localePrefix}/pages/newsletter`}>{t('home.newsletterLink')}</Link>
      </p>
    </div>
  );
}
