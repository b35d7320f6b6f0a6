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

/**
 * A return worth no more than its shipping (spec §9: the shopper pays it): the goods arrived,
 * and nothing is left to give back.
 */
function nothingLeftTexts(data: OrderRefundedEmailData) {
  const kept = formatPrice(data.returnCostCents, data.language);
  const { orderNumber } = data;
  return data.language === 'it'
    ? {
        subject: `Reso ricevuto per l'ordine ${orderNumber}`,
        greeting: 'Ciao,',
        paragraphs: [
          `abbiamo ricevuto i prodotti che ci hai restituito dall'ordine ${orderNumber}.`,
          `Il loro valore, ${kept}, non supera le spese di spedizione del reso che le condizioni di vendita lasciano a tuo carico: per questo non c'è un importo da rimborsarti.`,
        ],
        action: "Vedi l'ordine",
        signature: 'Il team di Aurelia',
      }
    : {
        subject: `Return received for order ${orderNumber}`,
        greeting: 'Hello,',
        paragraphs: [
          `we have received the products you sent back from order ${orderNumber}.`,
          `Their value, ${kept}, is no more than the return shipping our terms of sale leave to you: so there is no amount to refund.`,
        ],
        action: 'View the order',
        signature: 'The Aurelia team',
      };
}

/** Tells the shopper money went back, how much and where (or that nothing was left to). */
export function orderRefundedEmail(data: OrderRefundedEmailData): EmailMessage {
  const amount = formatPrice(data.amountCents, data.language);
  const { orderNumber, toIban } = data;
  const returnCost =
    data.returnCostCents > 0 ? formatPrice(data.returnCostCents, data.language) : null;
  if (data.amountCents === 0) {
    return linkEmail(
      data.email,
      data.language,
      'order-refunded',
      nothingLeftTexts(data),
      data.link,
    );
  }
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
