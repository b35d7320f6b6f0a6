import {
  apiClient,
  errorMessages,
  isApiError,
  messageFromErrorBody,
  type Locale,
  type NewsletterSignupRequest,
  type NewsletterSignupResponse,
} from '@shop/shared';

/** What the last signup attempt came to: the server's confirmation or its error text. */
export type SignupOutcome =
  { kind: 'idle' } | { kind: 'subscribed'; message: string } | { kind: 'failed'; message: string };

export interface NewsletterFormFields {
  email: string;
  privacy: boolean;
}

/** The request the form's values make, in the shopper's language. */
export function signupRequestOf(
  { email, privacy }: NewsletterFormFields,
  locale: Locale,
): NewsletterSignupRequest {
  return { email: email.trim(), language: locale, privacy };
}

/**
 * Sends the signup (`POST /api/newsletter`, spec §7) in the shopper's language and turns the
 * answer into the text to show: the server's own message either way, or a localized one when
 * the server could not be reached or said nothing usable.
 */
export async function signUpForNewsletter(
  values: NewsletterFormFields,
  locale: Locale,
): Promise<SignupOutcome> {
  const request = signupRequestOf(values, locale);
  try {
    const answer = await apiClient.post<NewsletterSignupResponse>('/newsletter', request);
    return { kind: 'subscribed', message: answer.message };
  } catch (error) {
    return { kind: 'failed', message: failureText(error, locale) };
  }
}

function failureText(error: unknown, locale: Locale): string {
  if (!isApiError(error)) return errorMessages[locale].generic;
  if (error.isNetworkError) return errorMessages[locale].network;
  // An answer without a `message` (or `error`) text gets the shopper's language, not a placeholder.
  return messageFromErrorBody(error.body, errorMessages[locale].generic);
}
