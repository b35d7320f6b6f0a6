import type { Locale } from '@shop/shared/contracts';

export interface CareersMessages {
  /** The application was stored. */
  received: string;
  /** Not a form at all, or one with more files or fields than the form has. */
  invalidForm: string;
  tooManyRequests: string;
}

/** What `POST /api/careers` answers beyond the form's own rules (`careerMessages`). */
export const careersMessages: Record<Locale, CareersMessages> = {
  it: {
    received:
      'Grazie! Abbiamo ricevuto la tua candidatura: se il tuo profilo è in linea con le posizioni aperte ti contatteremo.',
    invalidForm: 'Il modulo inviato non è valido: ricarica la pagina e riprova.',
    tooManyRequests: 'Troppe candidature inviate. Riprova più tardi.',
  },
  en: {
    received:
      'Thank you! We have received your application: if your profile matches an open position, we will contact you.',
    invalidForm: 'The form sent is not valid: reload the page and try again.',
    tooManyRequests: 'Too many applications sent. Please try again later.',
  },
};
