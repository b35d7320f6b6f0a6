import type { Locale } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import type { EmailMessage } from '../../email/email-message';
import { linkEmail } from '../../email/link-email';

export interface PaymentPendingEmailData {
  email: string;
  language: Locale;
  orderNumber: string;
  totalCents: number;
  /** How long the order's pieces are held for the payment. */
  holdMinutes: number;
  /** The order's page with its access token: how a guest who left the provider's page pays. */
  link: string;
}

/**
 * Sent when the shopper is sent to a provider's page (a wallet, instalments): if they leave it
 * (Back, a closed tab), this link is how they pay the order with any method, or cancel it.
 */
export function paymentPendingEmail(data: PaymentPendingEmailData): EmailMessage {
  const total = formatPrice(data.totalCents, data.language);
  const { orderNumber, holdMinutes } = data;
  const texts =
    data.language === 'it'
      ? {
          subject: `Ordine ${orderNumber}: pagamento non completato`,
          greeting: 'Ciao,',
          paragraphs: [
            `abbiamo ricevuto il tuo ordine ${orderNumber} di ${total}, ma il pagamento non è ancora completato.`,
            `Se hai lasciato la pagina di pagamento, da questo link personale puoi pagare con il metodo che preferisci o annullare l'ordine. Teniamo da parte i tuoi capi per ${holdMinutes} minuti, poi l'ordine sarà annullato.`,
            'Se hai già pagato, riceverai a breve la conferma: puoi ignorare questo messaggio.',
          ],
          action: 'Completa il pagamento',
          signature: 'Il team di Aurelia',
        }
      : {
          subject: `Order ${orderNumber}: payment not completed`,
          greeting: 'Hello,',
          paragraphs: [
            `we have received your order ${orderNumber} of ${total}, but its payment is not completed yet.`,
            `If you left the payment page, this personal link lets you pay with the method you prefer or cancel the order. We hold your pieces for ${holdMinutes} minutes, then the order will be cancelled.`,
            'If you have already paid, your confirmation is on its way: you can ignore this message.',
          ],
          action: 'Complete your payment',
          signature: 'The Aurelia team',
        };
  return linkEmail(data.email, data.language, 'payment-pending', texts, data.link);
}
