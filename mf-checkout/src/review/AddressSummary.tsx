import { useTranslation } from 'react-i18next';
import { addressCountryName, type CheckoutAddress, type Locale } from '@shop/shared';
import { CHECKOUT_NAMESPACE } from '../i18n';

/** An address as the shopper reads it back (review, success page). */
export function AddressSummary({ address }: { address: CheckoutAddress }) {
  const { t, i18n } = useTranslation(CHECKOUT_NAMESPACE);
  const country = addressCountryName(address.country, i18n.language as Locale);
  return (
    <address className="checkout-address">
      {address.name} {address.lastName}
      <br />
      {t('checkout.address.line', { ...address })}
      {address.additionalInfo ? (
        <>
          <br />
          {address.additionalInfo}
        </>
      ) : null}
      <br />
      {t(address.province ? 'checkout.address.place' : 'checkout.address.placeNoProvince', {
        ...address,
        country,
      }).trim()}
      <br />
      {t('checkout.address.phone', { phone: `${address.phonePrefix} ${address.phoneNumber}` })}
      {address.fiscalCode ? (
        <>
          <br />
          {t('checkout.address.fiscalCode', { code: address.fiscalCode })}
        </>
      ) : null}
    </address>
  );
}
