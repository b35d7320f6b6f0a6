import { useTranslation } from 'react-i18next';
import { formatDate, type Locale, type OrderItem, type OrderShipment } from '@shop/shared';
import { ACCOUNT_NAMESPACE } from '../i18n';

/**
 * The order's parcels: the carrier, the tracking number linking to the carrier's page, when it
 * left and whether it arrived, and the pieces it carries.
 */
export function OrderShipments({
  shipments,
  items,
  locale,
}: {
  shipments: readonly OrderShipment[];
  items: readonly OrderItem[];
  locale: Locale;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  if (shipments.length === 0) return null;
  return (
    <section aria-labelledby="order-shipments">
      <h2 id="order-shipments">{t('order.shipments')}</h2>
      <ul className="order-shipments">
        {shipments.map((parcel) => (
          <li key={`${parcel.carrier.id}-${parcel.trackingNumber}`} className="order-shipment">
            <p className="order-shipment__carrier">
              {t('shipment.carrier', { carrier: parcel.carrier.name })}{' '}
              <a href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer">
                {t('shipment.track', { trackingNumber: parcel.trackingNumber })}
              </a>
            </p>
            <p className="order-shipment__dates">
              {t('shipment.shippedOn', { date: formatDate(parcel.shippedAt, locale) })}
              {' · '}
              {parcel.deliveredAt
                ? t('shipment.deliveredOn', { date: formatDate(parcel.deliveredAt, locale) })
                : t('shipment.onItsWay')}
            </p>
            <ul className="order-shipment__lines">
              {parcel.lines.map((line) => {
                const item = items[line.line - 1];
                return (
                  <li key={line.line}>
                    {item
                      ? t('shipment.piece', {
                          name: item.name,
                          colour: item.colour.name,
                          size: item.size,
                          count: line.quantity,
                        })
                      : t('shipment.pieces', { count: line.quantity })}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
