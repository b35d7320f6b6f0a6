import type { Locale } from '@shop/shared/contracts';

export interface BodyMessages {
  /** The body is larger than its route takes. */
  tooLarge: string;
  /** Arrays or objects nested deeper than any form of the shop sends. */
  tooDeep: string;
  /** An array or object with more entries than any form of the shop sends. */
  tooManyEntries: string;
  /** Not JSON at all, or JSON that tries to set an object's prototype. */
  invalidJson: string;
  /** A field (named as the body or query spells it) holds a control character. */
  controlCharacter: (field: string) => string;
  /** The body, query or path fails its route's schema: at `field` when one can be named. */
  invalidRequest: (field: string | null) => string;
}

/** What the shop answers to a request body or query it will not read, in the request's language. */
export const bodyMessages: Record<Locale, BodyMessages> = {
  it: {
    tooLarge: 'La richiesta è troppo grande.',
    tooDeep: 'La richiesta non è valida: contiene dati annidati troppo in profondità.',
    tooManyEntries: 'La richiesta non è valida: contiene un elenco troppo lungo.',
    invalidJson: 'La richiesta non è valida: il contenuto non è JSON leggibile.',
    controlCharacter: (field) =>
      `Il campo «${field}» contiene caratteri non ammessi (caratteri di controllo).`,
    invalidRequest: (field) =>
      field ? `Richiesta non valida: controlla il campo «${field}».` : 'Richiesta non valida.',
  },
  en: {
    tooLarge: 'The request is too large.',
    tooDeep: 'The request is not valid: its data is nested too deeply.',
    tooManyEntries: 'The request is not valid: it holds a list that is too long.',
    invalidJson: 'The request is not valid: its content is not readable JSON.',
    controlCharacter: (field) =>
      `The field “${field}” contains characters that are not allowed (control characters).`,
    invalidRequest: (field) =>
      field ? `Invalid request: check the field “${field}”.` : 'Invalid request.',
  },
};
