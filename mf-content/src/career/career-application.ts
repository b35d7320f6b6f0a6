import {
  apiClient,
  errorMessages,
  isApiError,
  messageFromErrorBody,
  type CareerApplicationResponse,
  type CareerDepartment,
  type Locale,
} from '@shop/shared';

export interface CareerFormFields {
  department: CareerDepartment | '';
  website: string;
  message: string;
  cv: File | null;
}

export type ApplicationOutcome =
  { kind: 'idle' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

/**
 * Sends the application as a browser form does (`POST /api/careers`, multipart, the CV as the
 * file `cv`), in the shopper's language, and answers the text to show: the server's either way,
 * or a localized one when it could not be reached.
 */
export async function sendApplication(
  fields: CareerFormFields,
  locale: Locale,
): Promise<ApplicationOutcome> {
  const form = new FormData();
  form.set('department', fields.department);
  form.set('website', fields.website.trim());
  form.set('message', fields.message.trim());
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
