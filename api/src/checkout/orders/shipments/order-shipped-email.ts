import type { Locale } from '@shop/shared/contracts';
import type { EmailMessage } from '../../../email/email-message';
import { linkEmail } from '../../../email/link-email';

export interface OrderShippedEmailData {
  email: string;
  language: Locale;
  orderNumber: string;
  carrierName: string;
  trackingNumber: string;
  trackingUrl: string;
  /** Whether other pieces of the order are still to leave. */
  more: boolean;
  /** The order's page with its access token. */
  orderLink: string;
}

/** Tells the shopper a parcel left, with the carrier's tracking page and the order's page. */
export function orderShippedEmail(data: OrderShippedEmailData): EmailMessage {
  const { orderNumber, carrierName, trackingNumber, more } = data;
  const texts =
    data.language === 'it'
      ? {
          subject: more
            ? `Ordine ${orderNumber}: una parte è in viaggio`
            : `Ordine ${orderNumber} spedito`,
          greeting: 'Ciao,',
          paragraphs: [
            more
              ? `una parte del tuo ordine ${orderNumber} è partita con ${carrierName}; il resto seguirà in un'altra spedizione, di cui ti scriveremo.`
              : `il tuo ordine ${orderNumber} è partito con ${carrierName}.`,
            `Numero di spedizione: ${trackingNumber}.`,
          ],
          action: 'Segui la spedizione',
          order: "Vedi l'ordine",
          signature: 'Il team di Aurelia',
        }
      : {
          subject: more
            ? `Order ${orderNumber}: part of it is on its way`
            : `Order ${orderNumber} shipped`,
          greeting: 'Hello,',
          paragraphs: [
            more
              ? `part of your order ${orderNumber} has left with ${carrierName}; the rest will follow in another parcel, and we will write to you when it leaves.`
              : `your order ${orderNumber} has left with ${carrierName}.`,
            `Tracking number: ${trackingNumber}.`,
          ],
          action: 'Track the parcel',
          order: 'View the order',
          signature: 'The Aurelia team',
        };
  return linkEmail(data.email, data.language, 'order-shipped', texts, data.trackingUrl, [
    { action: texts.order, link: data.orderLink },
  ]);
}
