import { setIn, type FormikErrors } from 'formik';
import type { Locale } from '../contracts/locale';
import { contractFieldMessages, type ContractSchema } from '../validation/contract-problems';

/**
 * A form's formik `validate` from the contract its values are sent as: `toRequest` makes the
 * request of the values (adding what the form does not ask, like the language), and each field
 * shows its first problem, in spec §5's words, where the contract places it (`birthday.day`). The
 * form and the API apply the same rules because they are the same rules, run by one engine: a
 * form on a contract carries no yup.
 */
export function contractFormValidation<Values extends object>(
  contract: ContractSchema,
  locale: Locale,
  toRequest: (values: Values) => unknown,
): (values: Values) => FormikErrors<Values> {
  return (values) => contractFormErrors({}, contract, toRequest(values), locale);
}

/**
 * `errors` with each field's first problem of `input` against `contract` added, at the field's
 * path under `under` (`shipping.city`): for a form made of several contracts' parts.
 */
export function contractFormErrors<Values extends object>(
  errors: FormikErrors<Values>,
  contract: ContractSchema,
  input: unknown,
  locale: Locale,
  under?: string,
): FormikErrors<Values> {
  let added = errors;
  for (const [path, message] of contractFieldMessages(contract, input, locale))
    added = setIn(added, under ? `${under}.${path}` : path, message);
  return added;
}
