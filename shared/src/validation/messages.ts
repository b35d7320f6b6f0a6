import type { Locale } from '../contracts/locale';

/** Keys of the form validation messages of spec §5. */
export type ValidationMessageKey =
  | 'required'
  | 'email'
  | 'emailShort'
  | 'minChars3'
  | 'datePartMaxDigits'
  | 'privacy'
  | 'password'
  | 'passwordMismatch'
  | 'streetNumberRequired'
  | 'phoneRequired'
  | 'countryInvalid';

/** Form validation messages. The Italian texts are exact (spec §5); keep them word for word. */
export const validationMessages: Record<Locale, Record<ValidationMessageKey, string>> = {
  it: {
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
  },
  en: {
    required: 'This field is required',
    email: 'The email address entered is not valid',
    emailShort: 'Invalid email address',
    minChars3: 'Please enter at least 3 characters',
    datePartMaxDigits: 'Please enter at most 2 digits',
    privacy: 'You must accept the privacy policy',
    password: 'The password entered is not valid',
    passwordMismatch: 'The 2 passwords do not match',
    streetNumberRequired: 'The street number is required!',
    phoneRequired: 'The phone number is required',
    countryInvalid: 'Please select one of the available countries',
  },
};

/** Keys of the error catalogue of spec §8. */
export type ErrorMessageKey =
  | 'cartTotalMismatch'
  | 'invalidCoupon'
  | 'couponNotEligible'
  | 'noDeliveryMethods'
  | 'noPaymentMethods'
  | 'paymentFailed'
  | 'noProducts'
  | 'emptyProductList'
  | 'noStoresInRegion'
  | 'pageNotFound'
  | 'noAddresses'
  | 'sizeNotAvailable'
  | 'productNotAvailable'
  | 'generic'
  | 'network';

/**
 * Error texts shown to shoppers and answered by the API as `{ message }`. The Italian texts quoted
 * in spec §8 are exact, including their spelling ("piu", "elegibili"); keep them word for word.
 */
export const errorMessages: Record<Locale, Record<ErrorMessageKey, string>> = {
  it: {
    cartTotalMismatch: 'Il totale del carrello e quanto stai per pagare non corrispondono!',
    invalidCoupon: 'Coupon sconto non valido',
    couponNotEligible:
      'Uno o piu prodotti del tuo carrello non sono elegibili per questo coupon sconto.',
    noDeliveryMethods:
      "Siamo spiacenti, ma non sono disponibili metodi di consegna per l'indirizzo che hai selezionato",
    noPaymentMethods: 'Siamo spiacenti, ma non sono disponibili metodi di pagamento',
    paymentFailed: 'Siamo spiacenti ma il tuo pagamento non è andato a buon fine',
    noProducts: 'Nessun prodotto disponibile',
    emptyProductList: 'Non ci sono prodotti in questa lista',
    noStoresInRegion: 'Non ci sono negozi nella regione selezionata',
    pageNotFound: 'Pagina non trovata',
    noAddresses: 'Nessun indirizzo trovato',
    sizeNotAvailable: 'Taglia non disponibile',
    productNotAvailable: 'Prodotto non disponibile o esaurito',
    generic: 'Si è verificato un errore, riprova più tardi',
    network: 'Impossibile contattare il server, controlla la connessione',
  },
  en: {
    cartTotalMismatch: 'The cart total and the amount you are about to pay do not match!',
    invalidCoupon: 'Invalid discount coupon',
    couponNotEligible:
      'One or more products in your cart are not eligible for this discount coupon.',
    noDeliveryMethods: 'Sorry, no delivery methods are available for the address you have selected',
    noPaymentMethods: 'Sorry, no payment methods are available',
    paymentFailed: 'Sorry, your payment was not successful',
    noProducts: 'No products available',
    emptyProductList: 'There are no products in this list',
    noStoresInRegion: 'There are no stores in the selected region',
    pageNotFound: 'Page not found',
    noAddresses: 'No addresses found',
    sizeNotAvailable: 'Size not available',
    productNotAvailable: 'Product not available or sold out',
    generic: 'Something went wrong, please try again later',
    network: 'Unable to reach the server, please check your connection',
  },
};

/** One error text; `errorMessage('invalidCoupon', 'it')` → "Coupon sconto non valido". */
export function errorMessage(key: ErrorMessageKey, locale: Locale): string {
  return errorMessages[locale][key];
}
