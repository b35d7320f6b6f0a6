import type { CheckoutAddress } from '../contracts/checkout';
import type { Locale } from '../contracts/locale';
import { addressCountryName } from './countries';

/** An address as a letter or a parcel carries it, the country named in `locale`. */
export function postalAddressLines(address: CheckoutAddress, locale: Locale): string[] {
  const place = [address.postalCode, address.city, address.province && `(${address.province})`]
    .filter(Boolean)
    .join(' ');
  return [
    `${address.name} ${address.lastName}`,
    `${address.streetAddress} ${address.streetNumber}`,
    ...(address.additionalInfo ? [address.additionalInfo] : []),
    place,
    addressCountryName(address.country, locale),
  ];
}
