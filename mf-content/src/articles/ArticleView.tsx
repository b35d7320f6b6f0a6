import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  articleListPath,
  articleQuery,
  isArticleSlug,
  PageNotFound,
  pageMetaFromSeo,
  usePageMeta,
  type Article,
  type ArticleKind,
  type Locale,
} from '@shop/shared';
import { formatDay } from '@shop/shared/format';
import { CONTENT_NAMESPACE } from '../i18n';
import { Loaded } from '../loading/Loaded';
import { loadStateOf } from '../loading/load-state';
import { MarkdownBlocks } from '../markdown/MarkdownBlocks';

/**
 * `/blog/{slug}`, `/curadelcapo/{slug}` (`/en/careguide/{slug}`), `/brand/{slug}`: one article, by
 * its slug in the page's language. It tells the shell its path in the other language (its own
 * slug there), so the language switch and the country choice land on the same article.
 */
export function ArticleView({ locale, kind }: { locale: Locale; kind: ArticleKind }) {
  const { slug } = useParams();
  if (!isArticleSlug(slug)) return <PageNotFound locale={locale} />;
  return <LoadedArticle locale={locale} kind={kind} slug={slug} />;
}

function LoadedArticle({
  locale,
  kind,
  slug,
}: {
  locale: Locale;
  kind: ArticleKind;
  slug: string;
}) {
  const state = loadStateOf(useQuery(articleQuery(locale, kind, slug)));
  return (
    <Loaded locale={locale} state={state}>
      {(article) => <ArticleText article={article} />}
    </Loaded>
  );
}

function ArticleText({ article }: { article: Article }) {
  const { t } = useTranslation(CONTENT_NAMESPACE, { lng: article.locale });
  usePageMeta(pageMetaFromSeo(article.seo, article.alternates));
  return (
    <article className="article">
      <p className="article__section">
        <Link to={articleListPath(article.kind, article.locale)}>
          {t(`articles.${article.kind}.title`)}
        </Link>
      </p>
      <h1>{article.title}</h1>
      {article.kind === 'blog' && (
        <p className="article__date">
          {t('articles.published', {
            date: formatDay(article.publishedOn, article.locale),
            interpolation: { escapeValue: false },
          })}
        </p>
      )}
      <p className="article__summary">{article.summary}</p>
      <MarkdownBlocks blocks={article.body} />
    </article>
  );
}
