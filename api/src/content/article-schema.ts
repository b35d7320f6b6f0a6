import {
  ARTICLE_KINDS,
  ARTICLE_SLUG_MAX_LENGTH,
  ARTICLE_SLUG_PATTERN,
  DEFAULT_LOCALE,
  LOCALES,
  type ArticleKind,
  type Locale,
} from '@shop/shared/contracts';
import { Type } from '@fastify/type-provider-typebox';

const Kind = Type.Unsafe<ArticleKind>({ type: 'string', enum: [...ARTICLE_KINDS] });

/** `GET /api/articles/:kind`: a section (blog, care-guide, brand). */
export const ArticleListParams = Type.Object({ kind: Kind });

/** `?lang=&page=`: the language and a 1-based page of the list. */
export const ArticleListQuery = Type.Object({
  lang: Type.Optional(
    Type.Unsafe<Locale>({ type: 'string', enum: [...LOCALES], default: DEFAULT_LOCALE }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
});

/** `GET /api/articles/:kind/:slug`: a slug shaped like one (it may name no article). */
export const ArticleParams = Type.Object({
  kind: Kind,
  slug: Type.String({ pattern: ARTICLE_SLUG_PATTERN.source, maxLength: ARTICLE_SLUG_MAX_LENGTH }),
});
