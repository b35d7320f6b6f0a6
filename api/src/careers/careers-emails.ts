import { SELLER, type Locale } from '@shop/shared/contracts';
import { CAREER_POSITIONS, type CareerPosition } from '@shop/shared/contracts/careers';
import type { EmailMessage } from '../email/email-message';
import { linkEmail, type LinkEmailTexts } from '../email/link-email';

export const CAREER_CONFIRMATION_KIND = 'career-application-received';

export interface CareerConfirmation {
  name: string;
  position: CareerPosition;
  cvName: string;
  privacyTextVersion: string;
}

const texts: Record<Locale, (application: CareerConfirmation, position: string) => LinkEmailTexts> =
  {
    it: ({ name, cvName, privacyTextVersion }, position) => ({
      subject: `Abbiamo ricevuto la tua candidatura: ${position}`,
      greeting: `Ciao ${name},`,
      paragraphs: [
        `grazie per esserti candidato/a alla posizione «${position}». Abbiamo ricevuto il tuo CV (${cvName}).`,
        'Il nostro team lo leggerà con attenzione: se il tuo profilo è in linea con la posizione ti contatteremo entro 30 giorni.',
        `Hai acconsentito al trattamento dei tuoi dati per la selezione secondo l'informativa privacy per i candidati (versione ${privacyTextVersion}). Puoi chiedere in qualsiasi momento di cancellare la candidatura scrivendo a ${SELLER.email}.`,
        "Se non hai inviato tu questa candidatura, scrivici a quell'indirizzo e la cancelleremo.",
      ],
      action: 'Le posizioni aperte',
      signature: `Il team Risorse umane di ${SELLER.name}`,
    }),
    en: ({ name, cvName, privacyTextVersion }, position) => ({
      subject: `We have received your application: ${position}`,
      greeting: `Hello ${name},`,
      paragraphs: [
        `thank you for applying for the position "${position}". We have received your CV (${cvName}).`,
        'Our team will read it carefully: if your profile matches the position, we will contact you within 30 days.',
        `You agreed to the processing of your data for recruitment under the candidates' privacy notice (version ${privacyTextVersion}). You may ask us at any time to delete your application by writing to ${SELLER.email}.`,
        'If you did not send this application, write to that address and we will delete it.',
      ],
      action: 'Open positions',
      signature: `The ${SELLER.name} HR team`,
    }),
  };

/** The e-mail that confirms an application to the candidate, in the language they applied in. */
export function careerConfirmationEmail(
  to: string,
  language: Locale,
  application: CareerConfirmation,
  careersPageUrl: string,
): EmailMessage {
  const position =
    CAREER_POSITIONS.find((each) => each.code === application.position)?.name[language] ??
    application.position;
  return linkEmail(
    to,
    language,
    CAREER_CONFIRMATION_KIND,
    texts[language](application, position),
    careersPageUrl,
  );
}
