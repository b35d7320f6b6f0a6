import { errorMessages, isApiError, type Locale } from '@shop/shared';

/** What to tell the shopper about a failed call: the server's message, else a catalogue text. */
export function failureMessage(error: unknown, locale: Locale): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return errorMessages[locale].network;
    if (error.status < 500 && error.message) return error.message;
  }
  return errorMessages[locale].generic;
}
