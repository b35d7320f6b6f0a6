import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  articleListPath,
  articleListQuery,
  formatEuros,
  FREE_SHIPPING_THRESHOLD_CENTS,
  HOME_CATEGORIES,
  matchShopPath,
  routeHead,
  usePageMeta,
  type RemoteRouteProps,
} from '@shop/shared';
import { ArticleCards } from '../articles/ArticleCards';
import { CONTENT_NAMESPACE } from '../i18n';
import { HomeCarousel } from './HomeCarousel';

/**
 * The home page: hero, the two departments, the newest products in the catalogue's carousel, the
 * brand's story, and the way into the news and the care guide. Everything it reads is inlined by
 * the server, so the first render asks the API for nothing.
 */
export function HomePage({ locale, localePrefix }: RemoteRouteProps<'mf_content'>) {
  const { t } = useTranslation(CONTENT_NAMESPACE, { lng: locale });
  const ids = useId();
  const roots = HOME_CATEGORIES[locale];
  const home = matchShopPath(localePrefix || '/');
  const news = useQuery(articleListQuery(locale, 'blog', 1)).data;
  const careGuide = useQuery(articleListQuery(locale, 'care-guide', 1)).data;
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
  const departments = [
    { key: 'women', name: t('home.women'), line: t('home.womenLine'), root: roots.women },
    { key: 'men', name: t('home.men'), line: t('home.menLine'), root: roots.men },
  ];
  return (
    <div className="home">
      <section className="home__hero" aria-labelledby={`${ids}-title`}>
        <h1 id={`${ids}-title`}>{t('home.title')}</h1>
        <p>
          {t('home.intro', {
            threshold: formatEuros(FREE_SHIPPING_THRESHOLD_CENTS, locale),
            interpolation: { escapeValue: false },
          })}
        </p>
        <ul className="home__collections">
          <li>
            <Link to={`${localePrefix}/categories/${roots.women}`}>{t('home.shopWomen')}</Link>
          </li>
          <li>
            <Link to={`${localePrefix}/categories/${roots.men}`}>{t('home.shopMen')}</Link>
          </li>
        </ul>
      </section>

      <HomeCarousel locale={locale} localePrefix={localePrefix} />

      <section className="home__departments" aria-labelledby={`${ids}-departments`}>
        <h2 id={`${ids}-departments`}>{t('home.departments')}</h2>
        <ul className="home__department-list">
          {departments.map((department) => (
            <li
              key={department.key}
              className={`home__department home__department--${department.key}`}
            >
              <Link to={`${localePrefix}/categories/${department.root}`}>
                <span className="home__department-name">{department.name}</span>
                <span className="home__department-line">{department.line}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="home__story" aria-labelledby={`${ids}-story`}>
        <h2 id={`${ids}-story`}>{t('home.storyTitle')}</h2>
        <p>{t('home.story')}</p>
        <Link to={articleListPath('brand', locale)}>{t('home.storyLink')}</Link>
      </section>

      {news && news.items.length > 0 && (
        <section className="home__news" aria-labelledby={`${ids}-news`}>
          <h2 id={`${ids}-news`}>{t('home.newsTitle')}</h2>
          <ArticleCards articles={news.items} headingLevel={3} />
          <Link to={articleListPath('blog', locale)}>{t('home.newsAll')}</Link>
        </section>
      )}

      {careGuide && careGuide.items.length > 0 && (
        <section className="home__care" aria-labelledby={`${ids}-care`}>
          <h2 id={`${ids}-care`}>{t('home.careTitle')}</h2>
          <p>{t('home.careIntro')}</p>
          <ul className="home__care-list">
            {careGuide.items.map((page) => (
              <li key={page.id}>
                <Link to={page.path}>{page.title}</Link>
              </li>
            ))}
          </ul>
          <Link to={articleListPath('care-guide', locale)}>{t('home.careAll')}</Link>
        </section>
      )}

      <p className="home__newsletter">
        {t('home.newsletterTeaser')}{' '}
        <Link to={`${localePrefix}/pages/newsletter`}>{t('home.newsletterLink')}</Link>
      </p>
    </div>
  );
}
