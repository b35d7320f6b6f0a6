import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, PageNotFound, Spinner, type Locale } from '@shop/shared';
import { ContentPageError } from '../pages/ContentPageError';
import type { LoadState } from './load-state';

/** A page by the state of its data: the shop's 404, a retryable error, a spinner, or `children`. */
export function Loaded<T>({
  locale,
  state,
  children,
}: {
  locale: Locale;
  state: LoadState<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(COMMON_NAMESPACE, { lng: locale });
  switch (state.status) {
    case 'found':
      return <>{children(state.data)}</>;
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
