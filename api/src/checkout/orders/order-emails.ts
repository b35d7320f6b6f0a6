import type { BankTransferInstructions, Locale } from '@shop/shared/contracts';
import { formatDate, formatPrice, formatTime } from '@shop/shared/format';
import type { EmailMessage } from '../../email/email-message';
import { linkEmail } from '../../email/link-email';

export interface ConfirmationEmailData {
  email: string;
  language: Locale;
  orderNumber: string;
  totalCents: number;
  /** The order page with its access token: the only way a guest reaches the order later. */
  link: string;
  /** Present when the order waits for a bank transfer. */
  bankTransfer: BankTransferInstructions | null;
}

/** The order confirmation: paid, or placed and waiting for the transfer (with its details). */
export function orderConfirmationEmail(data: ConfirmationEmailData): EmailMessage {
  const { language, orderNumber, bankTransfer } = data;
  const total = formatPrice(data.totalCents, language);
  // The deadline is the stock's hold: the order is cancelled when it ends (docs/checkout.md).
  const transfer = (locale: Locale, instructions: BankTransferInstructions) => {
    const amount = formatPrice(instructions.amountCents, locale);
    const day = formatDate(instructions.payBy, locale);
    const time = formatTime(instructions.payBy, locale);
    return locale === 'it'
      ? `Per completare l'ordine fai un bonifico di ${amount} a ${instructions.beneficiary}, IBAN ${instructions.iban}, BIC ${instructions.bic}, causale ${instructions.reference}. Teniamo da parte i tuoi capi fino alle ${time} del ${day} (ora italiana): se il bonifico non ci arriva entro allora, l'ordine sarà annullato.`
      : `To complete your order, transfer ${amount} to ${instructions.beneficiary}, IBAN ${instructions.iban}, BIC ${instructions.bic}, reference ${instructions.reference}. We hold your pieces until ${time} on ${day} (Italian time): if the transfer has not reached us by then, the order will be cancelled.`;
  };
  const texts =
    language === 'it'
      ? {
          subject: `Conferma del tuo ordine ${orderNumber}`,
          greeting: 'Ciao,',
          paragraphs: [
            bankTransfer
              ? `abbiamo ricevuto il tuo ordine ${orderNumber} di ${total}.`
              : `grazie! Il tuo ordine ${orderNumber} di ${total} è confermato e pagato.`,
            ...(bankTransfer ? [transfer('it', bankTransfer)] : []),
            'Puoi vedere il tuo ordine e il suo stato in ogni momento da questo link personale: non condividerlo.',
          ],
          action: 'Vedi il tuo ordine',
          signature: 'Il team di Aurelia',
        }
      : {
          subject: `Your order ${orderNumber} is confirmed`,
          greeting: 'Hello,',
          paragraphs: [
            bankTransfer
              ? `we have received your order ${orderNumber} of ${total}.`
              : `thank you! Your order ${orderNumber} of ${total} is confirmed and paid.`,
            ...(bankTransfer ? [transfer('en', bankTransfer)] : []),
            'You can see your order and its status at any time through this personal link: do not share it.',
          ],
          action: 'See your order',
          signature: 'The Aurelia team',
        };
  return linkEmail(data.email, language, 'order-confirmation', texts, data.link);
}
