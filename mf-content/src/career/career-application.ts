import {
  apiClient,
  errorMessages,
  isApiError,
  messageFromErrorBody,
  type Locale,
} from '@shop/shared';
import {
  CAREER_PRIVACY_TEXT_VERSION,
  type CareerApplicationResponse,
  type CareerPosition,
} from '@shop/shared/contracts/careers';

export interface CareerFormFields {
  name: string;
  email: string;
  phone: string;
  position: CareerPosition | '';
  website: string;
  message: string;
  privacyConsent: boolean;
  cv: File | null;
}

export type ApplicationOutcome =
  { kind: 'idle' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

/**
 * Sends the application as a browser form does (`POST /api/careers`, multipart, the CV as the
 * file `cv`, the consent with the notice's version), in the shopper's language, and answers the text to show: the server's either way,
 * or a localized one when it could not be reached.
 */
export async function sendApplication(
  fields: CareerFormFields,
  locale: Locale,
): Promise<ApplicationOutcome> {
  const form = new FormData();
  form.set('name', fields.name.trim());
  form.set('email', fields.email.trim());
  form.set('phone', fields.phone.trim());
  form.set('position', fields.position);
  form.set('website', fields.website.trim());
  form.set('message', fields.message.trim());
  if (fields.privacyConsent) form.set('privacyConsent', 'yes');
  // The version of the notice this page showed, recorded with the consent.
  form.set('privacyTextVersion', CAREER_PRIVACY_TEXT_VERSION);
  if (fields.cv) form.set('cv', fields.cv, fields.cv.name);
  try {
    const answer = await apiClient.post<CareerApplicationResponse>('/careers', form, {
      query: { lang: locale },
    });
    return { kind: 'sent', message: answer.message };
  } catch (error) {
    if (isApiError(error) && error.isNetworkError) {
      return { kind: 'failed', message: errorMessages[locale].network };
    }
    return {
      kind: 'failed',
      message: isApiError(error)
        ? messageFromErrorBody(error.body, errorMessages[locale].generic)
        : errorMessages[locale].generic,
    };
  }
}
