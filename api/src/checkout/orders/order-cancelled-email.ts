import type { Locale } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import type { EmailMessage } from '../../email/email-message';
import { linkEmail } from '../../email/link-email';
import { orderLocale, type OrderRow } from './order-repository';

export interface OrderCancelledEmailData {
  email: string;
  language: Locale;
  orderNumber: string;
  totalCents: number;
  /** It was waiting for a bank transfer, which the shopper may have sent already. */
  bankTransfer: boolean;
  /** The order's page with its access token. */
  link: string;
  /** Who cancelled it: the shopper, or the shop, which says why (and refunds it when paid). */
  by: { shopper: true } | { shopper: false; reason: string; refunded: boolean };
}

/** The e-mail of an order's cancellation, from the order as it was before it. */
export function cancellationEmailOf(
  order: Pick<OrderRow, 'email' | 'language' | 'number' | 'total_cents' | 'payment_status'>,
  link: string,
  by: OrderCancelledEmailData['by'],
): EmailMessage {
  return orderCancelledEmail({
    email: order.email,
    language: orderLocale(order),
    orderNumber: order.number,
    totalCents: order.total_cents,
    bankTransfer: order.payment_status === 'awaiting-transfer',
    link,
    by,
  });
}

/** Confirms the cancellation of an order, by the shopper or by the shop. */
export function orderCancelledEmail(data: OrderCancelledEmailData): EmailMessage {
  const total = formatPrice(data.totalCents, data.language);
  const { orderNumber, bankTransfer, by } = data;
  const texts =
    data.language === 'it'
      ? {
          subject: `Ordine ${orderNumber} annullato`,
          greeting: 'Ciao,',
          paragraphs: [
            by.shopper
              ? `come hai chiesto, abbiamo annullato il tuo ordine ${orderNumber} di ${total}: non ti addebiteremo nulla e i capi tornano disponibili.`
              : by.refunded
                ? `abbiamo dovuto annullare il tuo ordine ${orderNumber} di ${total}. Il motivo: ${by.reason} Ti rimborsiamo l'intero importo con lo stesso mezzo con cui hai pagato, e ti scriveremo quando il rimborso sarà emesso.`
                : `abbiamo dovuto annullare il tuo ordine ${orderNumber} di ${total}, che non risultava pagato: non ti addebiteremo nulla. Il motivo: ${by.reason}`,
            ...(bankTransfer
              ? [
                  "Se avevi già disposto il bonifico, ti restituiremo l'intero importo non appena lo riceveremo, sul conto da cui è partito.",
                ]
              : []),
          ],
          action: "Vedi l'ordine",
          signature: 'Il team di Aurelia',
        }
      : {
          subject: `Order ${orderNumber} cancelled`,
          greeting: 'Hello,',
          paragraphs: [
            by.shopper
              ? `as you asked, we have cancelled your order ${orderNumber} of ${total}: you will not be charged and the pieces are back on sale.`
              : by.refunded
                ? `we had to cancel your order ${orderNumber} of ${total}. The reason: ${by.reason} We are refunding the whole amount to the means you paid with, and will write to you once the refund is made.`
                : `we had to cancel your order ${orderNumber} of ${total}, which was not paid: you will not be charged. The reason: ${by.reason}`,
            ...(bankTransfer
              ? [
                  'If you had already sent the bank transfer, we will return the whole amount to the account it came from as soon as it reaches us.',
                ]
              : []),
          ],
          action: 'View the order',
          signature: 'The Aurelia team',
        };
  return linkEmail(data.email, data.language, 'order-cancelled', texts, data.link);
}
