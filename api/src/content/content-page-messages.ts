import type { Locale } from '@shop/shared/contracts';
import { errorMessages } from '@shop/shared/validation';

export interface ContentPageMessages {
  /** No page answers to the id in this language (spec §8 "page not found"). */
  notFound: string;
}

/** What `GET /api/pages/:id` answers on failure, in the language of the request. */
export const contentPageMessages: Record<Locale, ContentPageMessages> = {
  it: { notFound: errorMessages.it.pageNotFound },
  en: { notFound: errorMessages.en.pageNotFound },
};
