import type { ContentTexts } from '../i18n/it';

export type ContentPageId = keyof ContentTexts['pages'];

/** Page ids as they appear in links, including the misspelt variant older links still use. */
const PAGE_ALIASES: Record<string, ContentPageId> = {
  faq: 'faq',
  returns: 'returns',
  shipping: 'shipping',
  about: 'about',
  contact: 'contact',
  'terms-conditions': 'terms-conditions',
  'terms-condtions': 'terms-conditions',
  'privacy-policy': 'privacy-policy',
  'cookie-policy': 'cookie-policy',
  whistleblowing: 'whistleblowing',
  'public-funding': 'public-funding',
};

export function resolveContentPage(id: string | undefined): ContentPageId | null {
  return (id && PAGE_ALIASES[id]) || null;
}
