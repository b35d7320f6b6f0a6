import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CONTENT_NAMESPACE } from '../i18n';
import { resolveContentPage } from './content-pages';

export function ContentPage() {
  const { '*': id } = useParams();
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const pageId = resolveContentPage(id);

  if (!pageId) {
    return (
      <article className="content-page">
        <h1>{t('pages.notFound')}</h1>
      </article>
    );
  }

  const paragraphs = t(`pages.${pageId}.body`, { returnObjects: true }) as string[];
  return (
    <article className="content-page">
      <h1>{t(`pages.${pageId}.title`)}</h1>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </article>
  );
}
