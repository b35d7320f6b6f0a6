import { Link } from 'react-router-dom';
import type { ArticleSummary } from '@shop/shared';
// Bundled, not taken from the shell's shared copy: a shell released before it would lack it.
import { formatDay } from '@shop/shared/format';

/** Articles as cards: title (the link), summary and, for news, the day it was published. */
export function ArticleCards({
  articles,
  headingLevel,
}: {
  articles: readonly ArticleSummary[];
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="article-cards">
      {articles.map((article) => (
        <li key={article.id} className="article-card">
          <Heading className="article-card__title">
            <Link to={article.path}>{article.title}</Link>
          </Heading>
          <p>{article.summary}</p>
          {article.kind === 'blog' && (
            <p className="article-card__date">
              <time dateTime={article.publishedOn}>
                {formatDay(article.publishedOn, article.locale)}
              </time>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
