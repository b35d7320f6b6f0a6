import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatPrice,
  usePageMeta,
  type Locale,
  type Order,
  type RemoteRouteProps,
} from '@shop/shared';
import {
  hasReceipt,
  orderReceipt,
  RECEIPT_WORDS,
  receiptBuyerLines,
  receiptRowLabel,
  receiptSellerLines,
} from '@shop/shared/receipt';
import { failureMessage } from '../api/failure-message';
import { ACCOUNT_NAMESPACE } from '../i18n';
import { orderDocumentHref } from '../orders/order-document-href';
import { receiptOrderQuery } from './receipt-api';
import './receipt.css';

/**
 * `/orders/{id}/receipt` (issue 29, "A receipt for every order"): a paid order's printable
 * receipt, for the customer who placed it or, with the e-mailed link's `?access=` token, for a
 * guest. The same rows, VAT and words as the PDF it links (`@shop/shared/receipt`); "Stampa"
 * prints the receipt alone.
 */
export function ReceiptPage({ locale, localePrefix }: RemoteRouteProps<'mf_account'>) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const access = search.get('access');
  const words = RECEIPT_WORDS[locale];
  const path = `/orders/${encodeURIComponent(id)}/receipt`;
  usePageMeta({
    title: `${words.title} ${id}`,
    alternates: { it: path, en: `/en${path}` },
  });
  const order = useQuery({ ...receiptOrderQuery(id, access, locale), enabled: id !== '' });
  const orderPage = access
    ? `${localePrefix}/checkout/success/${encodeURIComponent(id)}?access=${encodeURIComponent(access)}`
    : `${localePrefix}/account/orders/${encodeURIComponent(id)}`;

  let body;
  if (order.isPending) body = <p role="status">{t('order.loading')}</p>;
  else if (order.isError)
    body = (
      <p role="alert" className="shop-message shop-message--error">
        {failureMessage(order.error, locale)}
      </p>
    );
  else if (!hasReceipt(order.data)) body = <p role="status">{words.notPaid}</p>;
  else
    body = (
      <>
        <Receipt order={order.data} locale={locale} />
        <div className="account-actions receipt-actions">
          <button type="button" className="shop-button" onClick={() => window.print()}>
            {words.print}
          </button>
          <a className="shop-button" href={orderDocumentHref('receipt', id, access, locale)}>
            {words.download}
          </a>
        </div>
      </>
    );

  return (
    <div className="shop-page account-page receipt-page">
      {body}
      <ul className="account-links receipt-links">
        <li>
          <Link to={orderPage}>{t('receipt.back')}</Link>
        </li>
      </ul>
    </div>
  );
}

/** The receipt itself: what prints. */
function Receipt({ order, locale }: { order: Order; locale: Locale }) {
  const words = RECEIPT_WORDS[locale];
  const receipt = orderReceipt(order);
  const price = (cents: number) => formatPrice(cents, locale);
  const vatHeading = `${words.vat} ${receipt.vatRatePercent}%`;
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <h1 id="receipt-title">{words.title}</h1>
      <p className="receipt__heading">
        {words.heading(order.orderId, formatDate(receipt.paidAt, locale))}
      </p>
      <div className="receipt__parties">
        <Party title={words.seller} lines={receiptSellerLines(locale)} />
        <Party title={words.buyer} lines={receiptBuyerLines(order, locale)} />
      </div>
      <table className="receipt__table">
        <thead>
          <tr>
            <th scope="col">{words.description}</th>
            <th scope="col">{words.quantity}</th>
            <th scope="col">{words.unitPrice}</th>
            <th scope="col">{vatHeading}</th>
            <th scope="col">{words.amount}</th>
          </tr>
        </thead>
        <tbody>
          {receipt.rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">{receiptRowLabel(row, words)}</th>
              <td data-label={words.quantity}>{row.kind === 'item' ? row.item.quantity : ''}</td>
              <td data-label={words.unitPrice}>
                {row.kind === 'item' ? price(row.item.unitPriceCents) : ''}
              </td>
              <td data-label={vatHeading}>{price(row.vatCents)}</td>
              <td data-label={words.amount}>{price(row.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="receipt__totals">
        <dt>{words.total}</dt>
        <dd>{price(receipt.totalCents)}</dd>
        <dt>{words.vatIncluded(receipt.vatRatePercent)}</dt>
        <dd>{price(receipt.vatCents)}</dd>
        <dt>{words.net}</dt>
        <dd>{price(receipt.netCents)}</dd>
      </dl>
      <p>{words.paidWith(order.paymentMethod.label)}</p>
      <p className="receipt__note">{words.pricesNote}</p>
    </article>
  );
}

function Party({ title, lines }: { title: string; lines: string[] }) {
  return (
    <section className="receipt__party">
      <h2>{title}</h2>
      <address>
        {lines.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </address>
    </section>
  );
}
