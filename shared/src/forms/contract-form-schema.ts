import { mixed, ValidationError } from 'yup';
import type { Locale } from '../contracts/locale';
import { contractFieldMessages, type ContractSchema } from '../validation/contract-problems';

/**
 * A form's yup schema from the contract its values are sent as: `toRequest` makes the request of
 * the values (adding what the form does not ask, like the language), and each field shows its
 * first problem, in spec §5's words, where the contract places it. The form and the API apply
 * the same rules because they are the same rules.
 */
export function contractFormSchema<Values extends object>(
  contract: ContractSchema,
  locale: Locale,
  toRequest: (values: Values) => unknown,
) {
  return mixed<Values>().test('contract', '', function (values) {
    const messages = contractFieldMessages(contract, toRequest(values as Values), locale);
    if (messages.size === 0) return true;
    return new ValidationError(
      [...messages].map(([path, message]) => this.createError({ path, message })),
    );
  });
}
