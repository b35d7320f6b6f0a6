import type { Locale } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import type { EmailMessage } from '../../../email/email-message';
import { linkEmail } from '../../../email/link-email';

export interface OrderRefundedEmailData {
  email: string;
  language: Locale;
  orderNumber: string;
  amountCents: number;
  /** The return shipping kept back from it (spec §9). */
  returnCostCents: number;
  /** Where the money goes: the card or account that paid, or the IBAN the shopper gave. */
  toIban: string | null;
  link: string;
}

/** Tells the shopper money went back, how much and where. */
export function orderRefundedEmail(data: OrderRefundedEmailData): EmailMessage {
  const amount = formatPrice(data.amountCents, data.language);
  const { orderNumber, toIban } = data;
  const returnCost =
    data.returnCostCents > 0 ? formatPrice(data.returnCostCents, data.language) : null;
  const texts =
    data.language === 'it'
      ? {
          subject: `Rimborso di ${amount} per l'ordine ${orderNumber}`,
          greeting: 'Ciao,',
          paragraphs: [
            toIban
              ? `ti abbiamo rimborsato ${amount} per l'ordine ${orderNumber} con un bonifico sul conto ${toIban}.`
              : `ti abbiamo rimborsato ${amount} per l'ordine ${orderNumber}, con lo stesso mezzo con cui hai pagato. A seconda della banca, l'importo può richiedere qualche giorno per comparire.`,
            ...(returnCost
              ? [
                  `Come previsto dalle condizioni di vendita, abbiamo trattenuto ${returnCost} per la spedizione del reso.`,
                ]
              : []),
          ],
          action: "Vedi l'ordine",
          signature: 'Il team di Aurelia',
        }
      : {
          subject: `Refund of ${amount} for order ${orderNumber}`,
          greeting: 'Hello,',
          paragraphs: [
            toIban
              ? `we have refunded ${amount} for order ${orderNumber} by bank transfer to the account ${toIban}.`
              : `we have refunded ${amount} for order ${orderNumber}, to the same means you paid with. Depending on your bank, it may take a few days to appear.`,
            ...(returnCost
              ? [`As our terms of sale say, ${returnCost} for the return shipping was kept back.`]
              : []),
          ],
          action: 'View the order',
          signature: 'The Aurelia team',
        };
  return linkEmail(data.email, data.language, 'order-refunded', texts, data.link);
}
