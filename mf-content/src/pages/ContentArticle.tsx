import { pageMetaFromSeo, usePageMeta, type ContentPage } from '@shop/shared';
import { MarkdownBlocks } from '../markdown/MarkdownBlocks';

/** A content page's text, and its SEO handed to the shell for the document head. */
export function ContentArticle({ page }: { page: ContentPage }) {
  usePageMeta(pageMetaFromSeo(page.seo, page.alternates));
  return (
    <article className="content-page">
      <h1>{page.title}</h1>
      <MarkdownBlocks blocks={page.body} />
    </article>
  );
}
