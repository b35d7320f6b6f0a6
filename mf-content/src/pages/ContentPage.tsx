import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageNotFound, usePageMeta, type Locale } from '@shop/shared';
import { CONTENT_NAMESPACE } from '../i18n';
import { resolveContentPage, type ContentPageId } from './content-pages';

export function ContentPage({ locale }: { locale: Locale }) {
  const { '*': id } = useParams();
  const pageId = resolveContentPage(id);
  return pageId ? <ContentArticle pageId={pageId} /> : <PageNotFound locale={locale} />;
}

function ContentArticle({ pageId }: { pageId: ContentPageId }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const paragraphs = t(`pages.${pageId}.body`, { returnObjects: true }) as string[];
  usePageMeta({
    title: t(`pages.${pageId}.title`),
    description: paragraphs[0],
    alternates: { it: `/pages/${pageId}`, en: `/en/pages/${pageId}` },
  });
  return (
    <article className="content-page">
      <h1>{t(`pages.${pageId}.title`)}</h1>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </article>
  );
}
