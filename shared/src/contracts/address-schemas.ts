import * as v from 'valibot';
import { addressFieldRule } from '../validation/address';
import {
  ADDRESS_FIELD_ORDER,
  completeAddress,
  type AddressCountries,
  type AddressFieldName,
} from '../validation/address-fields';
import { ruleIssue } from '../validation/contract-problems';
import type { AddressFields } from './addresses';
import { language } from './rules';

// Spec §3 Address as one schema per use: the account's address book (`saved`: the EU countries)
// and a checkout's shipping or billing address (`destination`: the rest of the world too). The
// type, the API's check, the forms' messages and the stored form all come from here.

/** A field as typed: a string, "" when left out. Its rule is the address's, which reads them all. */
const addressText = v.optional(v.string('required'), '');

const addressEntries = Object.fromEntries(
  ADDRESS_FIELD_ORDER.map((field) => [field, addressText]),
) as Record<AddressFieldName, typeof addressText>;

const addressFields = v.object(addressEntries);

/** Each field's rule (`addressFieldRule`), said at the field, in form order. */
function addressRules<Values extends Record<AddressFieldName, string>>(
  countries: AddressCountries,
) {
  return v.rawCheck<Values>(({ dataset, addIssue }) => {
    const values = dataset.value as Values;
    const context = { ...values, countries };
    for (const field of ADDRESS_FIELD_ORDER) {
      const failure = addressFieldRule(field, values[field], context);
      if (!failure) continue;
      addIssue({
        ...ruleIssue(failure.rule, failure.example),
        path: [
          { type: 'object', origin: 'value', input: values, key: field, value: values[field] },
        ],
      });
    }
  });
}

/** An address in `countries`, answered as stored: cleaned, what the country does not ask for "". */
export function addressSchema(countries: AddressCountries) {
  return v.pipe(
    addressFields,
    addressRules<v.InferOutput<typeof addressFields>>(countries),
    v.transform((values): AddressFields => completeAddress(values)),
  );
}

/** A checkout's shipping or billing address: any country the shop ships to. */
export const CheckoutAddressSchema = addressSchema('destination');

const addressBookEntry = v.object({
  ...addressEntries,
  /** Make it the customer's default address; the first address always is. */
  isDefault: v.optional(v.boolean(), false),
  /** The language of the answer's messages (else Accept-Language, else Italian). */
  language: v.optional(language()),
});

/**
 * `POST /api/account/addresses`: a new address of the address book. A refusal answers 400
 * `{ message }` naming the first problem in form order, in `language` (spec §5's texts).
 */
export const AddressRequest = v.pipe(
  addressBookEntry,
  addressRules<v.InferOutput<typeof addressBookEntry>>('saved'),
  v.transform(({ isDefault, language, ...address }) => ({
    address: completeAddress(address),
    isDefault,
    language,
  })),
);
export type AddressRequest = v.InferInput<typeof AddressRequest>;

/** A field a PATCH may leave out: left out, it keeps its saved value. */
const patchText = v.optional(v.string('required'));

const patchEntries = Object.fromEntries(
  ADDRESS_FIELD_ORDER.map((field) => [field, patchText]),
) as Record<AddressFieldName, typeof patchText>;

/**
 * `PATCH /api/account/addresses/{id}`: any of the same fields. The saved address with the fields
 * over it is checked whole, by `AddressRequest`'s rules (`SavedAddressSchema`).
 */
export const AddressPatchRequest = v.object({
  ...patchEntries,
  isDefault: v.optional(v.boolean()),
  language: v.optional(language()),
});
export type AddressPatchRequest = v.InferInput<typeof AddressPatchRequest>;

/** An address of the address book, checked whole: what a PATCH leaves must still be an address. */
export const SavedAddressSchema = addressSchema('saved');
