import { useTranslation } from 'react-i18next';
import { TextField } from '@shop/shared/forms';
import { CHECKOUT_NAMESPACE } from '../i18n';

/**
 * The card's fields, posted only to the gateway's tokenizer (`POST /api/checkout/card-tokens`),
 * never kept in the draft nor sent with the order.
 */
export function CardFields({ prefix = 'card.' }: { prefix?: string }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  return (
    <fieldset className="checkout-card">
      <legend>{t('checkout.payment.card')}</legend>
      <TextField
        name={`${prefix}number`}
        label={t('checkout.payment.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
      />
      <div className="shop-field-row">
        <TextField
          name={`${prefix}expiry`}
          label={t('checkout.payment.cardExpiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
        />
        <TextField
          name={`${prefix}cvc`}
          label={t('checkout.payment.cardCvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
        />
      </div>
      <TextField
        name={`${prefix}holder`}
        label={t('checkout.payment.cardHolder')}
        autoComplete="cc-name"
      />
    </fieldset>
  );
}
