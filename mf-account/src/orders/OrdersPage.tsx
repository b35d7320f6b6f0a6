import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice, usePageMeta, type RemoteRouteProps } from '@shop/shared';
import { failureMessage } from '../api/failure-message';
import { ACCOUNT_NAMESPACE } from '../i18n';
import { ordersQuery, pageOf } from './orders-api';
import '../forms/forms.css';
import './orders.css';

/**
 * `/account/orders` (spec §2): the customer's orders, newest first, ten a page (`?page=`), each
 * with its date, total and statuses and a link to its page. The shell's guard lets only a
 * signed-in customer in.
 */
export function OrdersPage({ locale, localePrefix }: RemoteRouteProps<'mf_account'>) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta({
    title: t('orders.title'),
    alternates: { it: '/account/orders', en: '/en/account/orders' },
  });
  const [search] = useSearchParams();
  const page = pageOf(search.get('page'));
  const orders = useQuery({ ...ordersQuery(page), placeholderData: keepPreviousData });
  const listPath = `${localePrefix}/account/orders`;
  const pageCount = orders.data?.pageCount ?? 1;

  let body;
  if (orders.isPending) body = <p role="status">{t('orders.loading')}</p>;
  else if (orders.isError)
    body = (
      <div className="shop-message shop-message--error">
        <p>{failureMessage(orders.error, locale)}</p>
        <button type="button" className="shop-button" onClick={() => void orders.refetch()}>
          {t('orders.retry')}
        </button>
      </div>
    );
  else if (orders.data.orders.length === 0) body = <p>{t('orders.empty')}</p>;
  else
    body = (
      <ul className="order-list" aria-busy={orders.isPlaceholderData || undefined}>
        {orders.data.orders.map((order) => (
          <li key={order.orderId} className="order-card">
            <h2 className="order-card__title">
              <Link to={`${listPath}/${encodeURIComponent(order.orderId)}`}>
                {t('orders.order', { orderId: order.orderId })}
              </Link>
            </h2>
            <p>
              {t('orders.placedOn', { date: formatDate(order.createdAt, locale) })} ·{' '}
              {t('orders.total', { amount: formatPrice(order.totalCents, locale) })}
            </p>
            <p className="order-card__statuses">
              {t(`orderStatus.${order.status}`)} · {t(`shippingStatus.${order.shippingStatus}`)} ·{' '}
              {t(`paymentStatus.${order.paymentStatus}`)}
            </p>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="shop-page account-page orders-page">
      <h1>{t('orders.title')}</h1>
      {body}
      {pageCount > 1 && (
        <nav className="order-pages" aria-label={t('orders.pages')}>
          {page > 1 && (
            <Link to={page === 2 ? listPath : `${listPath}?page=${page - 1}`} rel="prev">
              {t('orders.newer')}
            </Link>
          )}
          <span>{t('orders.page', { page, count: pageCount })}</span>
          {page < pageCount && (
            <Link to={`${listPath}?page=${page + 1}`} rel="next">
              {t('orders.older')}
            </Link>
          )}
        </nav>
      )}
      <ul className="account-links">
        <li>
          <Link to={`${localePrefix}/account`}>{t('orders.back')}</Link>
        </li>
      </ul>
    </div>
  );
}
