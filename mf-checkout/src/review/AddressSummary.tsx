import { useTranslation } from 'react-i18next';
import { COUNTRY_ZONES, type CheckoutAddress } from '@shop/shared';
import { CHECKOUT_NAMESPACE } from '../i18n';

/** An address as the shopper reads it back (review, success page). */
export function AddressSummary({ address }: { address: CheckoutAddress }) {
  const { t, i18n } = useTranslation(CHECKOUT_NAMESPACE);
  // The zone list names the EU countries; a destination in the rest of the world by its code.
  const country =
    COUNTRY_ZONES.find((zone) => zone.code === address.country)?.name ??
    new Intl.DisplayNames([i18n.language], { type: 'region' }).of(address.country) ??
    address.country;
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
      {t('checkout.address.place', { ...address, country })}
      <br />
      {t('checkout.address.phone', { phone: `${address.phonePrefix} ${address.phoneNumber}` })}
      <br />
      {t('checkout.address.fiscalCode', { code: address.fiscalCode })}
    </address>
  );
}
