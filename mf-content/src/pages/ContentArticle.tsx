import { pageMetaFromSeo, usePageMeta, type ContentPage } from '@shop/shared';

/** A content page's text, and its SEO handed to the shell for the document head. */
export function ContentArticle({ page }: { page: ContentPage }) {
  usePageMeta(pageMetaFromSeo(page.seo, page.alternates));
  return (
    <article className="content-page">
      <h1>{page.title}</h1>
      {page.body.map((paragraph, index) => (
        // A fixed list that never reorders; two paragraphs may read the same.
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  );
}
