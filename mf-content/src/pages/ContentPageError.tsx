import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, type Locale } from '@shop/shared';

export interface ContentPageErrorProps {
  locale: Locale;
  /** The server could not be reached at all, rather than answering with an error. */
  networkError: boolean;
  onRetry: () => void;
}

/** Shown when a content page could not be loaded: what went wrong, and a way to try again. */
export function ContentPageError({ locale, networkError, onRetry }: ContentPageErrorProps) {
  const { t } = useTranslation(COMMON_NAMESPACE, { lng: locale });
  return (
    <div className="content-page content-page--error" role="alert">
      <p>{t(networkError ? 'errors.network' : 'errors.generic')}</p>
      <button type="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
