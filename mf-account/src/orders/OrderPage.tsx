import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  countryName,
  formatDate,
  usePageMeta,
  type CheckoutAddress,
  type Locale,
  type RemoteRouteProps,
} from '@shop/shared';
import { OrderLines, OrderTotals } from '@shop/shared/orders';
import { hasReceipt } from '@shop/shared/receipt';
import { failureMessage } from '../api/failure-message';
import { ACCOUNT_NAMESPACE } from '../i18n';
import { WithdrawalPanel } from '../withdrawal/WithdrawalPanel';
import { OrderHistory } from './OrderHistory';
import { OrderRefunds } from './OrderRefunds';
import { OrderShipments } from './OrderShipments';
import { orderQuery } from './orders-api';
import { ReorderButton } from './ReorderButton';
import '../forms/forms.css';
import './orders.css';

/**
 * `/account/orders/{id}` (spec §2): the order's date, where it goes, its order, shipping and
 * payment statuses, what was bought and what it cost; reorder, the withdrawal function while the
 * period runs, and the way back to the orders. Another customer's order answers 404 like a
 * missing one, and the page says so.
 */
export function OrderPage({ locale, localePrefix }: RemoteRouteProps<'mf_account'>) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { id = '' } = useParams();
  const path = `/account/orders/${encodeURIComponent(id)}`;
  usePageMeta({
    title: t('order.title', { orderId: id }),
    alternates: { it: path, en: `/en${path}` },
  });
  const order = useQuery({ ...orderQuery(id, locale), enabled: id !== '' });

  let body;
  if (order.isPending) body = <p role="status">{t('order.loading')}</p>;
  else if (order.isError)
    body = (
      <p role="alert" className="shop-message shop-message--error">
        {failureMessage(order.error, locale)}
      </p>
    );
  else {
    const data = order.data;
    body = (
      <>
        <section aria-labelledby="order-details">
          <h2 id="order-details">{t('order.details')}</h2>
          <dl className="order-facts">
            <dt>{t('order.date')}</dt>
            <dd>{formatDate(data.createdAt, locale)}</dd>
            <dt>{t('order.destination')}</dt>
            <dd>
              <Destination address={data.shippingAddress} locale={locale} />
            </dd>
            <dt>{t('order.orderStatus')}</dt>
            <dd>{t(`orderStatus.${data.status}`)}</dd>
            <dt>{t('order.shippingStatus')}</dt>
            <dd>{t(`shippingStatus.${data.shippingStatus}`)}</dd>
            <dt>{t('order.paymentStatus')}</dt>
            <dd>{t(`paymentStatus.${data.paymentStatus}`)}</dd>
            <dt>{t('order.shippingMethod')}</dt>
            <dd>{data.shippingMethod.label}</dd>
            <dt>{t('order.paymentMethod')}</dt>
            <dd>{data.paymentMethod.label}</dd>
          </dl>
        </section>
        <section aria-labelledby="order-items">
          <h2 id="order-items">{t('order.items')}</h2>
          <OrderLines items={data.items} locale={locale} />
          <OrderTotals amounts={data} locale={locale} />
          <div className="account-actions order-actions">
            <ReorderButton orderId={data.orderId} />
            {hasReceipt(data) && (
              <Link
                className="shop-button"
                to={`${localePrefix}/orders/${encodeURIComponent(data.orderId)}/receipt`}
              >
                {t('receipt.open')}
              </Link>
            )}
          </div>
        </section>
        <OrderShipments shipments={data.shipments} items={data.items} locale={locale} />
        <OrderRefunds refunds={data.refunds} items={data.items} locale={locale} />
        <OrderHistory history={data.history} locale={locale} />
        <WithdrawalPanel
          orderId={data.orderId}
          email={data.email}
          withdrawal={data.withdrawal}
          items={data.items}
          locale={locale}
          accessToken={null}
          onWithdrawn={() => void order.refetch()}
        />
      </>
    );
  }

  return (
    <div className="shop-page account-page order-page">
      <h1>{t('order.title', { orderId: id })}</h1>
      {body}
      <ul className="account-links">
        <li>
          <Link to={`${localePrefix}/account/orders`}>{t('order.back')}</Link>
        </li>
      </ul>
    </div>
  );
}

/** Where the order goes: the name and the address on one line. */
function Destination({ address, locale }: { address: CheckoutAddress; locale: Locale }) {
  const country = countryName(address.country, locale);
  const name = [address.name, address.lastName].filter(Boolean).join(' ');
  const street = [address.streetAddress, address.streetNumber].filter(Boolean).join(' ');
  const place = [address.postalCode, address.city].filter(Boolean).join(' ');
  return (
    <address className="order-destination">
      {[name, street, address.province ? `${place} (${address.province})` : place, country]
        .filter(Boolean)
        .join(', ')}
    </address>
  );
}
