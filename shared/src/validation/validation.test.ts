import type { Locale } from '../contracts/locale';
import { errorMessage, errorMessages, validationMessages } from './messages';

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
