import { useEffect, useMemo, useRef } from 'react';
import { getIn, useFormikContext } from 'formik';
import type { Locale } from '../contracts/locale';
import { addressFormat, type RegionKind } from '../countries/address-formats';
import { ADDRESS_COUNTRY_CODES, countriesByName, DESTINATION_COUNTRY_CODES } from '@shop/shared';
import type { AddressCountries, AddressFieldName } from '../validation/address-fields';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import './forms.css';

type AddressLabelKey =
  | AddressFieldName
  | RegionKind
  | 'region'
  | 'chooseRegion'
  | 'zipCode'
  | 'chooseCountry'
  | 'phonePrefixHint';

/** The address fields' labels, the same on the account's address book and in checkout. */
export const addressFieldLabels: Record<Locale, Record<AddressLabelKey, string>> = {
  it: {
    name: 'Nome',
    lastName: 'Cognome',
    streetAddress: 'Indirizzo',
    streetNumber: 'Numero civico',
    additionalInfo: 'Informazioni aggiuntive (facoltativo)',
    province: 'Provincia',
    state: 'Stato',
    provinceOrTerritory: 'Provincia o territorio',
    stateOrTerritory: 'Stato o territorio',
    region: 'Regione o stato (facoltativo)',
    chooseRegion: 'Seleziona',
    country: 'Paese',
    chooseCountry: 'Seleziona un paese',
    city: 'Città',
    postalCode: 'CAP',
    zipCode: 'CAP',
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
    state: 'State',
    provinceOrTerritory: 'Province or territory',
    stateOrTerritory: 'State or territory',
    region: 'State or region (optional)',
    chooseRegion: 'Choose',
    country: 'Country',
    chooseCountry: 'Choose a country',
    city: 'City',
    postalCode: 'Postal code',
    zipCode: 'ZIP code',
    phonePrefix: 'Dialling code',
    phonePrefixHint: 'E.g. +39',
    phoneNumber: 'Phone number',
    fiscalCode: 'Fiscal code',
  },
};

/**
 * The country select's choices, named and sorted in the page's language: every country an order
 * ships to (checkout), the EU's 27 (saved addresses), or just `only` where the store allows fewer.
 */
export function countryOptions(
  locale: Locale,
  countries: AddressCountries,
  only?: readonly string[],
) {
  const codes = countries === 'destination' ? DESTINATION_COUNTRY_CODES : ADDRESS_COUNTRY_CODES;
  return countriesByName(only ? codes.filter((code) => only.includes(code)) : codes, locale).map(
    ({ code, name }) => ({ value: code, label: name }),
  );
}

export interface AddressFieldsProps {
  locale: Locale;
  /** Where the address sits in the form's values, e.g. "shipping." ("" at the top). */
  prefix?: string;
  /** The autocomplete section, so a browser fills shipping and billing apart. */
  section?: 'shipping' | 'billing';
  /** `destination` offers every country an order ships to (checkout); `saved` the EU's 27. */
  countries?: AddressCountries;
  /** Only these of `countries`, e.g. Italy alone on the Italian store's shipping address. */
  onlyCountries?: readonly string[];
}

/**
 * The regions of `country` to choose from, by name (Italian provinces as "Milano (MI)"); a value
 * saved before it had to be one of them is offered as it is, so the form shows what was saved.
 */
const sortedRegions = new Map<string, { value: string; label: string }[]>();

function regionOptions(country: string, current: string) {
  const list = addressFormat(country).regions;
  if (!list) return null;
  let options = sortedRegions.get(country);
  if (!options) {
    const collator = new Intl.Collator('it');
    options = list.regions
      .map(({ code, name }) => ({
        value: code,
        label: list.kind === 'province' ? `${name} (${code})` : name,
      }))
      .sort((a, b) => collator.compare(a.label, b.label));
    sortedRegions.set(country, options);
  }
  const known = current === '' || options.some((option) => option.value === current);
  return {
    kind: list.kind,
    options: known ? options : [{ value: current, label: current }, ...options],
  };
}

/**
 * The province, state or region: a list where the country has one (required), else an optional
 * text. A new country empties a region that is not one of its own.
 */
function RegionField({
  locale,
  prefix,
  country,
  autoComplete,
}: {
  locale: Locale;
  prefix: string;
  country: string;
  autoComplete: string;
}) {
  const labels = addressFieldLabels[locale];
  const name = `${prefix}province`;
  const { values, setFieldValue } = useFormikContext<unknown>();
  const value = String(getIn(values, name) ?? '');
  const previous = useRef(country);
  useEffect(() => {
    if (previous.current === country) return;
    const hadList = addressFormat(previous.current).regions !== null;
    previous.current = country;
    const list = addressFormat(country).regions;
    const fits = list ? list.regions.some((region) => region.code === value) : !hadList;
    if (!fits) void setFieldValue(name, '', false);
  }, [country, value, name, setFieldValue]);
  const regions = regionOptions(country, value);
  if (!regions) {
    return <TextField name={name} label={labels.region} autoComplete={autoComplete} />;
  }
  return (
    <SelectField
      name={name}
      label={labels[regions.kind]}
      placeholder={labels.chooseRegion}
      options={regions.options}
      autoComplete={autoComplete}
    />
  );
}

/**
 * Spec §3 Address's fields inside a formik form, labelled, each with its spec §5 message tied to
 * it (`addressSchema` gives the messages). Used by the account's address book and the checkout.
 * The country comes first, as it decides the rest (`addressFormat`): a list of provinces or
 * states where it has one, its postal code if it has them, the fiscal code in Italy only.
 */
export function AddressFields({
  locale,
  prefix = '',
  section,
  countries = 'saved',
  onlyCountries,
}: AddressFieldsProps) {
  const labels = addressFieldLabels[locale];
  const auto = (token: string) => (section ? `${section} ${token}` : token);
  const { values } = useFormikContext<unknown>();
  const country = String(getIn(values, `${prefix}country`) ?? '');
  const format = addressFormat(country);
  const only = onlyCountries?.join();
  const options = useMemo(
    () => countryOptions(locale, countries, only?.split(',')),
    [locale, countries, only],
  );
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
      <SelectField
        name={`${prefix}country`}
        label={labels.country}
        placeholder={labels.chooseCountry}
        options={options}
        autoComplete={auto('country')}
      />
      <RegionField
        locale={locale}
        prefix={prefix}
        country={country}
        autoComplete={auto('address-level1')}
      />
      <TextField name={`${prefix}city`} label={labels.city} autoComplete={auto('address-level2')} />
      {format.postalCode && (
        <TextField
          name={`${prefix}postalCode`}
          label={country === 'US' ? labels.zipCode : labels.postalCode}
          autoComplete={auto('postal-code')}
        />
      )}
      <div className="shop-field-row shop-address-phone">
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
      {format.fiscalCode && (
        <TextField
          name={`${prefix}fiscalCode`}
          label={labels.fiscalCode}
          autoCapitalize="characters"
        />
      )}
    </>
  );
}
