import type { Locale } from '../contracts/locale';
import {
  ADDRESS_COUNTRY_CODES,
  addressCountryName,
  COUNTRY_ZONES,
  WORLD_DESTINATION_CODES,
} from '../countries/countries';
import type { AddressCountries, AddressFieldName } from '../validation/address';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import './forms.css';

type AddressLabelKey = AddressFieldName | 'chooseCountry' | 'phonePrefixHint';

/** The address fields' labels, the same on the account's address book and in checkout. */
export const addressFieldLabels: Record<Locale, Record<AddressLabelKey, string>> = {
  it: {
    name: 'Nome',
    lastName: 'Cognome',
    streetAddress: 'Indirizzo',
    streetNumber: 'Numero civico',
    additionalInfo: 'Informazioni aggiuntive (facoltativo)',
    province: 'Provincia',
    country: 'Paese',
    chooseCountry: 'Seleziona un paese',
    city: 'Città',
    postalCode: 'CAP',
    phonePrefix: 'Prefisso',
    phonePrefixHint: 'Es. +39',
    phoneNumber: 'Numero di telefono',
    fiscalCode: 'Codice fiscale',
  },
  en: {
    name: 'First name',
    lastName: 'Last name',
    streetAddress: 'Street address',
    streetNumber: 'Street number',
    additionalInfo: 'Additional information (optional)',
    province: 'Province',
    country: 'Country',
    chooseCountry: 'Choose a country',
    city: 'City',
    postalCode: 'Postal code',
    phonePrefix: 'Dialling code',
    phonePrefixHint: 'E.g. +39',
    phoneNumber: 'Phone number',
    fiscalCode: 'Fiscal code',
  },
};

/** The countries an address may be in, named as the country modal names them. */
export const addressCountryOptions = COUNTRY_ZONES.filter((zone) =>
  (ADDRESS_COUNTRY_CODES as readonly string[]).includes(zone.code),
).map((zone) => ({ value: zone.code, label: zone.name }));

/** The EU's countries as above, then the rest of the world's in the page's language, by name. */
export function destinationCountryOptions(locale: Locale) {
  const world = WORLD_DESTINATION_CODES.map((code) => ({
    value: code,
    label: addressCountryName(code, locale),
  })).sort((a, b) => a.label.localeCompare(b.label, locale));
  return [...addressCountryOptions, ...world];
}

export interface AddressFieldsProps {
  locale: Locale;
  /** Where the address sits in the form's values, e.g. "shipping." ("" at the top). */
  prefix?: string;
  /** The autocomplete section, so a browser fills shipping and billing apart. */
  section?: 'shipping' | 'billing';
  /** `destination` offers every country an order ships to (checkout); `saved` the EU's 27. */
  countries?: AddressCountries;
}

/**
 * Spec §3 Address's fields inside a formik form, labelled, each with its spec §5 message tied to
 * it (`addressSchema` gives the messages). Used by the account's address book and the checkout.
 */
export function AddressFields({
  locale,
  prefix = '',
  section,
  countries = 'saved',
}: AddressFieldsProps) {
  const labels = addressFieldLabels[locale];
  const auto = (token: string) => (section ? `${section} ${token}` : token);
  return (
    <>
      <TextField name={`${prefix}name`} label={labels.name} autoComplete={auto('given-name')} />
      <TextField
        name={`${prefix}lastName`}
        label={labels.lastName}
        autoComplete={auto('family-name')}
      />
      <TextField
        name={`${prefix}streetAddress`}
        label={labels.streetAddress}
        autoComplete={auto('address-line1')}
      />
      <TextField name={`${prefix}streetNumber`} label={labels.streetNumber} />
      <TextField
        name={`${prefix}additionalInfo`}
        label={labels.additionalInfo}
        autoComplete={auto('address-line2')}
      />
      <TextField
        name={`${prefix}province`}
        label={labels.province}
        autoComplete={auto('address-level1')}
      />
      <SelectField
        name={`${prefix}country`}
        label={labels.country}
        placeholder={labels.chooseCountry}
        options={
          countries === 'destination' ? destinationCountryOptions(locale) : addressCountryOptions
        }
        autoComplete={auto('country')}
      />
      <TextField name={`${prefix}city`} label={labels.city} autoComplete={auto('address-level2')} />
      <TextField
        name={`${prefix}postalCode`}
        label={labels.postalCode}
        autoComplete={auto('postal-code')}
      />
      <div className="shop-address-phone">
        <TextField
          name={`${prefix}phonePrefix`}
          label={labels.phonePrefix}
          hint={labels.phonePrefixHint}
          inputMode="tel"
          autoComplete={auto('tel-country-code')}
        />
        <TextField
          name={`${prefix}phoneNumber`}
          label={labels.phoneNumber}
          type="tel"
          autoComplete={auto('tel-national')}
        />
      </div>
      <TextField
        name={`${prefix}fiscalCode`}
        label={labels.fiscalCode}
        autoCapitalize="characters"
      />
    </>
  );
}
