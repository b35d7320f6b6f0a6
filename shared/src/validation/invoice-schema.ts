import { object, string } from 'yup';
import type { Locale } from '../contracts/locale';
import { invoiceFieldProblem, type InvoiceFieldName } from './invoice';

/**
 * The invoicing fields of the checkout form, for a business buyer billed in the country that
 * `countryOf` reads from the whole form's values.
 */
export function invoiceSchema(locale: Locale, countryOf: (values: unknown) => unknown) {
  const fieldSchema = (field: InvoiceFieldName) =>
    string()
      .default('')
      .test('invoice-field', '', function () {
        const invoice = this.parent as Partial<Record<InvoiceFieldName, unknown>>;
        const root = this.from?.[this.from.length - 1]?.value as unknown;
        const problem = invoiceFieldProblem(field, invoice, countryOf(root), locale);
        return problem ? this.createError({ message: problem }) : true;
      });
  return object({
    companyName: fieldSchema('companyName'),
    vatNumber: fieldSchema('vatNumber'),
    sdiCode: fieldSchema('sdiCode'),
    pec: fieldSchema('pec'),
  });
}
