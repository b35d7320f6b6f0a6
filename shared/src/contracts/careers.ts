import type { Locale } from './locale';

/** The departments a candidate may apply to (`/pages/career`), with their names. */
export const CAREER_DEPARTMENTS = [
  { code: 'stores', name: { it: 'Negozi e vendita', en: 'Stores and sales' } },
  { code: 'design', name: { it: 'Stile e prodotto', en: 'Design and product' } },
  { code: 'digital', name: { it: 'E-commerce e digitale', en: 'E-commerce and digital' } },
  {
    code: 'marketing',
    name: { it: 'Marketing e comunicazione', en: 'Marketing and communication' },
  },
  { code: 'logistics', name: { it: 'Logistica', en: 'Logistics' } },
  { code: 'customer-service', name: { it: 'Servizio clienti', en: 'Customer service' } },
  { code: 'administration', name: { it: 'Amministrazione', en: 'Administration' } },
] as const satisfies readonly { code: string; name: Record<Locale, string> }[];

export type CareerDepartment = (typeof CAREER_DEPARTMENTS)[number]['code'];

export function isCareerDepartment(value: unknown): value is CareerDepartment {
  return CAREER_DEPARTMENTS.some((department) => department.code === value);
}

/** The open positions a candidate applies for (`/pages/career`), each in a department. */
export const CAREER_POSITIONS = [
  {
    code: 'sales-assistant-milan',
    department: 'stores',
    name: { it: 'Addetto/a alle vendite – Milano', en: 'Sales assistant – Milan' },
  },
  {
    code: 'store-manager-rome',
    department: 'stores',
    name: { it: 'Store manager – Roma', en: 'Store manager – Rome' },
  },
  {
    code: 'junior-designer',
    department: 'design',
    name: { it: 'Junior designer abbigliamento', en: 'Junior apparel designer' },
  },
  {
    code: 'frontend-developer',
    department: 'digital',
    name: { it: 'Sviluppatore/trice front-end', en: 'Front-end developer' },
  },
  {
    code: 'warehouse-operator',
    department: 'logistics',
    name: { it: 'Operatore/trice di magazzino', en: 'Warehouse operator' },
  },
  {
    code: 'customer-care-specialist',
    department: 'customer-service',
    name: { it: 'Customer care specialist', en: 'Customer care specialist' },
  },
] as const satisfies readonly {
  code: string;
  department: CareerDepartment;
  name: Record<Locale, string>;
}[];

export type CareerPosition = (typeof CAREER_POSITIONS)[number]['code'];

export function isCareerPosition(value: unknown): value is CareerPosition {
  return CAREER_POSITIONS.some((position) => position.code === value);
}

/**
 * The version of the candidates' privacy notice the careers form shows (`YYYY-MM`, like
 * `CONSENT_TEXT_VERSIONS`): recorded with each application, so the shop knows which words the
 * candidate agreed to. A change of its wording gets a new version.
 */
export const CAREER_PRIVACY_TEXT_VERSION = '2026-11';

/** The longest name accepted, in characters. */
export const CAREER_NAME_MAX_LENGTH = 120;

/** The largest CV accepted: 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/** The CV's accepted file name endings, and what the file chooser offers. */
export const CV_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The longest message and website address accepted, in characters. */
export const CAREER_MESSAGE_MAX_LENGTH = 2000;
export const CAREER_WEBSITE_MAX_LENGTH = 500;

/**
 * `POST /api/careers?lang=` as `multipart/form-data` (spec §3, CV submission): the fields
 * `name`, `email`, `phone` (optional), `position` (a `CareerPosition`), `website` (website or
 * portfolio, optional), `message`, `privacyConsent` (`yes`) with `privacyTextVersion` (the
 * version of the notice the form showed; `CAREER_PRIVACY_TEXT_VERSION` when left out), and the
 * file `cv`. The candidate gets a confirmation e-mail in the request's language. Success answers 201 with the confirmation; a refusal 4xx with `{ message }`
 * in the request's language (413 for a file over `CV_MAX_BYTES`, 415 for one that is not a PDF,
 * DOC or DOCX by name and by content).
 */
export interface CareerApplicationResponse {
  message: string;
}
