import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatPrice,
  type Locale,
  type OrderItem,
  type OrderRefund,
} from '@shop/shared';
import { ACCOUNT_NAMESPACE } from '../i18n';

/** The money given back on the order: how much, for what, and whether it has gone out. */
export function OrderRefunds({
  refunds,
  items,
  locale,
}: {
  refunds: readonly OrderRefund[];
  items: readonly OrderItem[];
  locale: Locale;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="order-refunds">
      <h2 id="order-refunds">{t('order.refunds')}</h2>
      <ul className="order-refunds">
        {refunds.map((refund) => {
          const what = [
            ...refund.lines.map((line) => {
              const item = items[line.line - 1];
              return item ? `${item.name} × ${line.quantity}` : `× ${line.quantity}`;
            }),
            ...(refund.includesShipping ? [t('refund.shipping')] : []),
            ...(refund.returnCostCents > 0
              ? [t('refund.returnCost', { amount: formatPrice(refund.returnCostCents, locale) })]
              : []),
          ];
          return (
            <li key={refund.createdAt + refund.amountCents} className="order-refund">
              <p>
                {refund.amountCents === 0 ? (
                  // A return worth no more than its shipping: no money moves (spec §9).
                  <strong>{t('refund.nothingLeft')}</strong>
                ) : (
                  <>
                    <strong>
                      {t('refund.amount', { amount: formatPrice(refund.amountCents, locale) })}
                    </strong>
                    {' · '}
                    {t(`refund.${refund.status}`)}
                  </>
                )}
              </p>
              <p className="order-refund__details">
                {t('refund.decidedOn', { date: formatDate(refund.createdAt, locale) })}
                {what.length > 0 && ` · ${what.join(', ')}`}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
