import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatPrice,
  formatTime,
  localeHome,
  localePrefix,
  RemoteFragmentSlot,
  Spinner,
  usePageMeta,
  type BankTransferInstructions,
  type Locale,
} from '@shop/shared';
import { hasReceipt } from '@shop/shared/receipt';
import { failureMessage } from '../checkout/checkout-api';
import { WithCart, type CheckoutPageProps } from '../checkout/CheckoutFrame';
import { CHECKOUT_NAMESPACE } from '../i18n';
import { OrderSummary } from './OrderSummary';
import { useOrder } from './use-order';
import './result.css';

/** `/checkout/success/{orderId}`: the order, and the transfer's instructions while it is awaited. */
export function SuccessPage({ store, ...props }: CheckoutPageProps) {
  return (
    <WithCart store={store}>
      <Success {...props} />
    </WithCart>
  );
}

function Success({ locale }: Omit<CheckoutPageProps, 'store'>) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  usePageMeta({ title: t('checkout.success.title') });
  const { order, access } = useOrder(locale);

  let body;
  if (order.isPending) body = <Spinner label={t('checkout.loading')} />;
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
        <p className="checkout-lead">{t('checkout.success.order', { orderId: data.orderId })}</p>
        <p>{t('checkout.success.confirmation', { email: data.email })}</p>
        {data.bankTransfer && (
          <TransferInstructions instructions={data.bankTransfer} locale={locale} />
        )}
        <OrderSummary order={data} locale={locale} />
        {hasReceipt(data) && (
          <p className="checkout-result__receipt">
            <Link
              to={`${localePrefix(locale)}/orders/${encodeURIComponent(data.orderId)}/receipt${
                access ? `?access=${encodeURIComponent(access)}` : ''
              }`}
            >
              {t('checkout.success.receipt')}
            </Link>
          </p>
        )}
        {/* The e-mailed link is how a guest comes back: the account team's withdrawal function
            (EU Directive 2023/2673) acts through the link's token. */}
        {access && (data.withdrawal.open || data.withdrawal.withdrawnAt) && (
          <RemoteFragmentSlot
            remote="mf_account"
            module="./order-withdrawal"
            props={{
              orderId: data.orderId,
              email: data.email,
              withdrawal: data.withdrawal,
              items: data.items,
              locale,
              accessToken: access,
            }}
            fallback={null}
          />
        )}
      </>
    );
  }
  return (
    <div className="shop-page checkout-page checkout-result">
      <h1>{t('checkout.success.title')}</h1>
      {body}
      <Link className="shop-button" to={localeHome(locale)}>
        {t('checkout.success.continueShopping')}
      </Link>
    </div>
  );
}

function TransferInstructions({
  instructions,
  locale,
}: {
  instructions: BankTransferInstructions;
  locale: Locale;
}) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  return (
    <section className="checkout-panel checkout-transfer" aria-labelledby="checkout-transfer">
      <h2 id="checkout-transfer">{t('checkout.success.transferTitle')}</h2>
      <p>
        {t('checkout.success.transferIntro', {
          date: formatDate(instructions.payBy, locale),
          time: formatTime(instructions.payBy, locale),
        })}
      </p>
      <dl className="checkout-totals">
        <dt>{t('checkout.success.beneficiary')}</dt>
        <dd>{instructions.beneficiary}</dd>
        <dt>{t('checkout.success.iban')}</dt>
        <dd className="checkout-transfer__code">{instructions.iban}</dd>
        <dt>{t('checkout.success.bic')}</dt>
        <dd className="checkout-transfer__code">{instructions.bic}</dd>
        <dt>{t('checkout.success.reference')}</dt>
        <dd>{instructions.reference}</dd>
        <dt>{t('checkout.success.amount')}</dt>
        <dd>{formatPrice(instructions.amountCents, locale)}</dd>
      </dl>
    </section>
  );
}
