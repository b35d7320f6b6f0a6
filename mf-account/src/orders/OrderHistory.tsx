import { useTranslation } from 'react-i18next';
import { formatDate, formatTime, type Locale, type OrderHistoryEntry } from '@shop/shared';
import { ACCOUNT_NAMESPACE } from '../i18n';

/** The order's moves, oldest first, each with its day and time in the shop's time zone. */
export function OrderHistory({
  history,
  locale,
}: {
  history: readonly OrderHistoryEntry[];
  locale: Locale;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="order-history">
      <h2 id="order-history">{t('order.history')}</h2>
      <ol className="order-history">
        {history.map((entry, index) => (
          <li key={index} className="order-history__move">
            <time dateTime={entry.at}>
              {formatDate(entry.at, locale)}, {formatTime(entry.at, locale)}
            </time>
            <span>{t(`orderMove.${entry.move}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
