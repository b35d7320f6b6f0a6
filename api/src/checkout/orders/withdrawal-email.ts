import {
  RETURN_SHIP_WITHIN_DAYS,
  SELLER,
  STORE_TERMS,
  type Locale,
  type StoreId,
} from '@shop/shared/contracts';
import { formatPrice, sellerAddress } from '@shop/shared/format';
import type { EmailMessage } from '../../email/email-message';
import { linkEmail } from '../../email/link-email';
import type { Moment } from './withdrawal-messages';

export interface WithdrawalEmailData {
  email: string;
  language: Locale;
  orderNumber: string;
  /** The store the order was placed in: its return shipping cost (spec §9). */
  store: StoreId;
  /** When the shop received the withdrawal, shop time. */
  receivedAt: Moment;
  /** What the shopper sends back, one line each ("2 × Name – Colour, size"). */
  pieces: string[];
  /** The return label to print and stick on the parcel (a PDF). */
  returnLabel: string;
  /** The order's page: the account's, or the e-mailed order link the shopper withdrew through. */
  link: string;
}

/** The acknowledgement of a withdrawal on a durable medium (Directive 2023/2673), with date and time. */
export function withdrawalAcknowledgementEmail(data: WithdrawalEmailData): EmailMessage {
  const { orderNumber, receivedAt } = data;
  const returnCost = formatPrice(STORE_TERMS[data.store].returnCostCents, data.language);
  // The goods go back to the seller's address (SELLER), with the order's number on the parcel.
  const returnAddress = `${SELLER.name}, ${sellerAddress(data.language)}, ${
    data.language === 'it' ? 'Italia' : 'Italy'
  }`;
  const texts =
    data.language === 'it'
      ? {
          subject: `Recesso dall’ordine ${orderNumber} ricevuto`,
          greeting: 'Ciao,',
          paragraphs: [
            `confermiamo di aver ricevuto il ${receivedAt.date} alle ${receivedAt.time} (ora italiana) il tuo recesso dal contratto per l’ordine ${orderNumber}.`,
            `Prodotti da restituire: ${data.pieces.join('; ')}.`,
            `Rispediscici i prodotti entro ${RETURN_SHIP_WITHIN_DAYS} giorni a questo indirizzo, scrivendo sul pacco il numero d’ordine ${orderNumber}: ${returnAddress}.`,
            'Stampa l’etichetta di reso (il link qui sotto) e attaccala sul pacco.',
            `Ti rimborseremo con lo stesso metodo di pagamento usato per l’ordine, trattenendo ${returnCost} (IVA inclusa) per la spedizione del reso, come descritto nella pagina Resi e rimborsi.`,
            'Questa email è la conferma del tuo recesso: conservala.',
          ],
          action: 'Vedi il tuo ordine',
          label: 'Scarica l’etichetta di reso (PDF)',
          signature: 'Il team di Aurelia',
        }
      : {
          subject: `Withdrawal from order ${orderNumber} received`,
          greeting: 'Hello,',
          paragraphs: [
            `we confirm that on ${receivedAt.date} at ${receivedAt.time} (Italian time) we received your withdrawal from the contract for order ${orderNumber}.`,
            `Products to return: ${data.pieces.join('; ')}.`,
            `Please send the products back within ${RETURN_SHIP_WITHIN_DAYS} days to this address, with the order number ${orderNumber} on the parcel: ${returnAddress}.`,
            'Print the return label (the link below) and stick it on the parcel.',
            `We will refund you with the payment method used for the order, keeping back ${returnCost} (VAT included) for the return shipping, as the Returns and refunds page describes.`,
            'This e-mail acknowledges your withdrawal: please keep it.',
          ],
          action: 'See your order',
          label: 'Download the return label (PDF)',
          signature: 'The Aurelia team',
        };
  return linkEmail(data.email, data.language, 'order-withdrawal', texts, data.link, [
    { action: texts.label, link: data.returnLabel },
  ]);
}
