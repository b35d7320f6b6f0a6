import { ValidationError, type Schema } from 'yup';
import type { Locale } from '../contracts/locale';
import { emailField, minChars3, privacyConsent, requiredString } from './fields';
import { errorMessage, errorMessages, validationMessages } from './messages';

/** The first error message for `value`, or null when it is valid. */
function errorOf(schema: Schema, value: unknown): string | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

const locales: Locale[] = ['it', 'en'];

describe('validationMessages', () => {
  it('has the exact Italian texts of spec §5', () => {
    expect(validationMessages.it).toEqual({
      required: 'Il campo è obbligatorio',
      email: 'La email inserita non è valida',
      emailShort: 'Email inserita non valida',
      minChars3: 'Devi inserire almeno 3 caratteri',
      datePartMaxDigits: 'Devi inserire massimo 2 numeri',
      privacy: 'È necessario accettare la privacy',
      password: 'La password inserita non è valida',
      passwordMismatch: 'Le 2 password non coincidono',
      streetNumberRequired: 'Il numero civico è obbligatorio!',
      phoneRequired: 'Il numero di telefono è obbligatorio',
      countryInvalid: 'Seleziona un paese tra quelli disponibili',
    });
  });

  it('has an English text, different from the Italian one, for every key', () => {
    expect(Object.keys(validationMessages.en).sort()).toEqual(
      Object.keys(validationMessages.it).sort(),
    );
    for (const [key, text] of Object.entries(validationMessages.en)) {
      expect(text).not.toBe('');
      expect(text).not.toBe(validationMessages.it[key as keyof typeof validationMessages.it]);
    }
    expect(validationMessages.en.required).toBe('This field is required');
  });
});

describe('errorMessages', () => {
  it('has the exact Italian texts of spec §8', () => {
    expect(errorMessages.it).toMatchObject({
      cartTotalMismatch: 'Il totale del carrello e quanto stai per pagare non corrispondono!',
      invalidCoupon: 'Coupon sconto non valido',
      couponNotEligible:
        'Uno o piu prodotti del tuo carrello non sono elegibili per questo coupon sconto.',
      noDeliveryMethods:
        "Siamo spiacenti, ma non sono disponibili metodi di consegna per l'indirizzo che hai selezionato",
      paymentFailed: 'Siamo spiacenti ma il tuo pagamento non è andato a buon fine',
      pageNotFound: 'Pagina non trovata',
    });
  });

  it('has the same keys in both languages, all non-empty', () => {
    expect(Object.keys(errorMessages.en).sort()).toEqual(Object.keys(errorMessages.it).sort());
    for (const locale of locales) {
      for (const text of Object.values(errorMessages[locale])) expect(text.trim()).not.toBe('');
    }
  });

  it('looks one text up by key', () => {
    expect(errorMessage('invalidCoupon', 'it')).toBe('Coupon sconto non valido');
    expect(errorMessage('invalidCoupon', 'en')).toBe('Invalid discount coupon');
  });
});

describe.each(locales)('field schemas in %s', (locale) => {
  const m = validationMessages[locale];

  it('requiredString rejects missing and blank values', () => {
    expect(errorOf(requiredString(locale), undefined)).toBe(m.required);
    expect(errorOf(requiredString(locale), '   ')).toBe(m.required);
    expect(errorOf(requiredString(locale), 'Mario')).toBeNull();
  });

  it('emailField requires a standard e-mail address', () => {
    const schema = emailField(locale);
    expect(errorOf(schema, '')).toBe(m.required);
    for (const bad of ['mario', 'mario@', '@shop.it', 'mario@shop', 'ma rio@shop.it', 'a@b..it']) {
      expect(errorOf(schema, bad)).toBe(m.email);
    }
    for (const good of ['mario.rossi@shop.it', 'a+news@mail.example.co.uk', ' x_y@dom-ain.eu ']) {
      expect(errorOf(schema, good)).toBeNull();
    }
    expect(schema.cast(' mario@shop.it ')).toBe('mario@shop.it');
  });

  it('minChars3 needs 3 characters', () => {
    expect(errorOf(minChars3(locale), 'ab')).toBe(m.minChars3);
    expect(errorOf(minChars3(locale), ' ab ')).toBe(m.minChars3);
    expect(errorOf(minChars3(locale), 'abc')).toBeNull();
    expect(errorOf(minChars3(locale), '')).toBe(m.required);
  });

  it('privacyConsent must be ticked', () => {
    expect(errorOf(privacyConsent(locale), false)).toBe(m.privacy);
    expect(errorOf(privacyConsent(locale), undefined)).toBe(m.privacy);
    expect(errorOf(privacyConsent(locale), true)).toBeNull();
  });
});
