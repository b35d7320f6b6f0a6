import {
  fiscalCodeCheckLetter,
  isItalianFiscalCode,
  isItalianVatNumber,
  isSdiCode,
} from './italian-tax-codes';
import type { Locale } from '../contracts/locale';
import { invoiceSchema } from '../contracts/schemas';
import { contractFieldMessages } from './contract-problems';

describe('Italian fiscal code', () => {
  it('accepts real-format codes whose check letter is right, in any case and spacing', () => {
    // Men and women (day + 40), different birth places and months.
    for (const code of ['RSSMRA85T10A562S', 'MRTMTT91D08F205J', 'BNCGLI90C47F205C']) {
      expect(isItalianFiscalCode(code)).toBe(true);
    }
    expect(isItalianFiscalCode('bnc gli 90c47 f205c')).toBe(true);
  });

  it('refuses a code whose check letter does not match', () => {
    expect(fiscalCodeCheckLetter('RSSMRA85T10A562')).toBe('S');
    expect(isItalianFiscalCode('RSSMRA85T10A562T')).toBe(false);
    expect(isItalianFiscalCode('BNCGLI90C47F205X')).toBe(false);
  });

  it('accepts a namesake’s code with digits replaced by letters (omocodia)', () => {
    // The last digit of the place (2 → N) replaced; the check letter is computed on the new code.
    const first15 = 'RSSMRA85T10A56N';
    expect(isItalianFiscalCode(`${first15}${fiscalCodeCheckLetter(first15)}`)).toBe(true);
  });

  it('refuses what is not shaped like a fiscal code', () => {
    for (const code of [
      '',
      'RSSMRA85T10A562',
      'RSSMRA85Z10A562S',
      '12345678901',
      'RSSMRA85T32A562S',
    ]) {
      expect(isItalianFiscalCode(code)).toBe(false);
    }
  });
});

describe('Italian VAT number', () => {
  it('accepts 11 digits whose last is the check digit, with or without IT', () => {
    expect(isItalianVatNumber('07643520567')).toBe(true);
    expect(isItalianVatNumber('IT 01114601006')).toBe(true);
  });

  it('refuses a wrong check digit, another length and all zeros', () => {
    expect(isItalianVatNumber('07643520568')).toBe(false);
    expect(isItalianVatNumber('0764352056')).toBe(false);
    expect(isItalianVatNumber('00000000000')).toBe(false);
  });
});

describe('SDI recipient code', () => {
  it('is 7 letters or digits', () => {
    expect(isSdiCode('M5UXCR1')).toBe(true);
    expect(isSdiCode('0000000')).toBe(true);
    expect(isSdiCode('M5UXCR')).toBe(false);
    expect(isSdiCode('M5UXCR1X')).toBe(false);
  });
});

/** The invoice contract's first problem, in form order, as the form shows it. */
function invoiceProblem(invoice: object, country: string, locale: Locale): string | null {
  const messages = contractFieldMessages(invoiceSchema(country), invoice, locale);
  return messages.values().next().value ?? null;
}

describe('invoicing data of a business buyer', () => {
  it('needs the company and a VAT number with its check digit for Italy', () => {
    expect(
      invoiceProblem({ companyName: '', vatNumber: '07643520567', sdiCode: 'M5UXCR1' }, 'IT', 'it'),
    ).toBe('Il campo è obbligatorio');
    expect(
      invoiceProblem(
        { companyName: 'Sartoria Srl', vatNumber: '07643520568', sdiCode: 'M5UXCR1' },
        'IT',
        'it',
      ),
    ).toBe('La partita IVA inserita non è valida');
    expect(
      invoiceProblem(
        { companyName: 'Sartoria Srl', vatNumber: '07643520567', sdiCode: 'M5UXCR1' },
        'IT',
        'it',
      ),
    ).toBeNull();
  });

  it('asks an Italian business for an SDI code or a PEC address, not both', () => {
    const business = { companyName: 'Sartoria Srl', vatNumber: '07643520567' };
    expect(invoiceProblem(business, 'IT', 'it')).toBe(
      'Inserisci il codice destinatario o l’indirizzo PEC',
    );
    expect(invoiceProblem({ ...business, pec: 'fatture@pec.sartoria.it' }, 'IT', 'it')).toBeNull();
    expect(invoiceProblem({ ...business, sdiCode: 'M5UX' }, 'IT', 'it')).toBe(
      'Il codice destinatario deve avere 7 caratteri',
    );
    expect(invoiceProblem({ ...business, pec: 'fatture' }, 'IT', 'it')).toBe(
      'L’indirizzo PEC inserito non è valido',
    );
    expect(
      invoiceProblem(
        { ...business, sdiCode: 'M5UXCR1', pec: 'fatture@pec.sartoria.it' },
        'IT',
        'it',
      ),
    ).toBe('Indica il codice destinatario SDI oppure la PEC, non entrambi');
  });

  it('takes another country’s VAT number by its shape, without SDI or PEC', () => {
    expect(
      invoiceProblem({ companyName: 'Atelier SARL', vatNumber: 'FR40303265045' }, 'FR', 'en'),
    ).toBeNull();
  });
});
