import type { Locale } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import type { EmailMessage } from '../../email/email-message';
import { linkEmail } from '../../email/link-email';

export interface PaidAfterCancellationEmailData {
  email: string;
  language: Locale;
  orderNumber: string;
  amountCents: number;
  /** The order's page with its access token. */
  link: string;
}

/** Tells the shopper that money came for an order already cancelled, and that it goes back. */
export function paidAfterCancellationEmail(data: PaidAfterCancellationEmailData): EmailMessage {
  const amount = formatPrice(data.amountCents, data.language);
  const { orderNumber } = data;
  const texts =
    data.language === 'it'
      ? {
          subject: `Ordine ${orderNumber}: ti restituiamo il pagamento`,
          greeting: 'Ciao,',
          paragraphs: [
            `abbiamo ricevuto ${amount} per l'ordine ${orderNumber}, che però era già stato annullato. Non spediamo nulla: ti restituiamo l'intero importo con lo stesso mezzo con cui è arrivato, entro 14 giorni, e ti scriveremo quando il rimborso sarà emesso.`,
          ],
          action: "Vedi l'ordine",
          signature: 'Il team di Aurelia',
        }
      : {
          subject: `Order ${orderNumber}: we are returning your payment`,
          greeting: 'Hello,',
          paragraphs: [
            `we received ${amount} for order ${orderNumber}, which had already been cancelled. Nothing will ship: we are returning the whole amount to the means it came from, within 14 days, and will write to you once the refund is made.`,
          ],
          action: 'View the order',
          signature: 'The Aurelia team',
        };
  return linkEmail(data.email, data.language, 'paid-after-cancellation', texts, data.link);
}
