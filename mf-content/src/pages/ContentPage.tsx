import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  COMMON_NAMESPACE,
  isContentPageId,
  PageNotFound,
  Spinner,
  type Locale,
} from '@shop/shared';
import { ContentArticle } from './ContentArticle';
import { ContentPageError } from './ContentPageError';
import { useContentPage } from './use-content-page';

/** `/pages/{id}`: a generic content page (faq, returns, shipping, terms…) from the API. */
export function ContentPage({ locale }: { locale: Locale }) {
  const { '*': id } = useParams();
  // An id that cannot name a page (nested path, capitals…) is not worth a request.
  if (!isContentPageId(id)) return <PageNotFound locale={locale} />;
  return <LoadedContentPage locale={locale} id={id} />;
}

function LoadedContentPage({ locale, id }: { locale: Locale; id: string }) {
  const { t } = useTranslation(COMMON_NAMESPACE, { lng: locale });
  const state = useContentPage(locale, id);
  switch (state.status) {
    case 'found':
      return <ContentArticle page={state.page} />;
    case 'not-found':
      return <PageNotFound locale={locale} />;
    case 'failed':
      return (
        <ContentPageError locale={locale} networkError={state.networkError} onRetry={state.retry} />
      );
    case 'loading':
      return <Spinner label={t('loading')} />;
  }
}
