import { boolean, object, string } from 'yup';
import type { Locale } from '../contracts/locale';
import { addressFieldProblem } from './address';
import {
  ADDRESS_FIELD_ORDER,
  type AddressCountries,
  type AddressFieldName,
} from './address-fields';

// The yup form of `address.ts`'s rules, apart from them so that code checking an address without
// a form (the API, a page before its form is used) does not load yup.

function fieldSchema(field: AddressFieldName, locale: Locale, countries: AddressCountries) {
  return string()
    .default('')
    .test('address-field', '', function (value) {
      const { country, province, phonePrefix } = this.parent as Record<string, unknown>;
      const context = { country, province, phonePrefix, countries };
      const problem = addressFieldProblem(field, value, locale, context);
      return problem ? this.createError({ message: problem }) : true;
    });
}

/**
 * The address form (spec §3 Address, spec §5 messages): the API's rules, field by field. A
 * checkout form passes `destination` to offer the rest of the world's countries too.
 */
export function addressSchema(locale: Locale, countries: AddressCountries = 'saved') {
  const fields = Object.fromEntries(
    ADDRESS_FIELD_ORDER.map((field) => [field, fieldSchema(field, locale, countries)]),
  ) as Record<AddressFieldName, ReturnType<typeof fieldSchema>>;
  return object({ ...fields, isDefault: boolean().default(false) });
}
