import { useQuery } from '@tanstack/react-query';
import {
  apiClient,
  errorMessages,
  isApiError,
  messageFromErrorBody,
  type Locale,
  type NewsletterConfirmRequest,
  type NewsletterConfirmResponse,
} from '@shop/shared';

/** What following a confirmation link came to: the server's text either way. */
export type ConfirmationOutcome =
  { kind: 'confirmed'; message: string } | { kind: 'invalid'; message: string };

/** One key per link and language: a reload or a language switch asks again (confirming is idempotent). */
export const newsletterConfirmationQueryKey = (token: string, locale: Locale) =>
  ['newsletter', 'confirmation', token, locale] as const;

/** How often a network failure is retried; an answer of the server is final. */
const NETWORK_RETRIES = 2;

/**
 * Confirms the signup of the link's `token` (`POST /api/newsletter/confirm`) and says how it went,
 * in the page's language. A link the server refuses is an outcome, not an error; only an
 * unreachable server is left to the query to retry and report.
 */
export async function confirmNewsletter(
  token: string,
  locale: Locale,
): Promise<ConfirmationOutcome> {
  const request: NewsletterConfirmRequest = { token, language: locale };
  try {
    const answer = await apiClient.post<NewsletterConfirmResponse>('/newsletter/confirm', request);
    return { kind: 'confirmed', message: answer.message };
  } catch (error) {
    if (isApiError(error) && !error.isNetworkError && error.status < 500) {
      return {
        kind: 'invalid',
        message: messageFromErrorBody(error.body, errorMessages[locale].generic),
      };
    }
    throw error;
  }
}

/** The confirmation of the link the shopper opened, as page data (a TanStack Query key). */
export function useNewsletterConfirmation(token: string, locale: Locale) {
  return useQuery({
    queryKey: newsletterConfirmationQueryKey(token, locale),
    queryFn: () => confirmNewsletter(token, locale),
    retry: (failures, error) =>
      failures < NETWORK_RETRIES && isApiError(error) && error.isNetworkError,
  });
}

/** The text for a confirmation that could not be made at all. */
export function confirmationFailureText(error: unknown, locale: Locale): string {
  if (isApiError(error) && error.isNetworkError) return errorMessages[locale].network;
  return isApiError(error)
    ? messageFromErrorBody(error.body, errorMessages[locale].generic)
    : errorMessages[locale].generic;
}
