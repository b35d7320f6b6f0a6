import { useTranslation } from 'react-i18next';
import { isApiError } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';

interface ListingErrorProps {
  error: unknown;
  retry: () => void;
}

/**
 * Products that could not be listed. A request the API refused (4xx) will be refused again, so
 * the shopper reads the API's reason, in their language, and no retry; a failure of the network
 * or the server offers one.
 */
export function ListingError({ error, retry }: ListingErrorProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const refused = isApiError(error) && error.status >= 400 && error.status < 500;
  return (
    <div role="alert" className="listing__error">
      <p>{refused ? error.message : t('listing.error')}</p>
      {!refused && (
        <button type="button" onClick={retry}>
          {t('listing.retry')}
        </button>
      )}
    </div>
  );
}
