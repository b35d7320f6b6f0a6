import type { BankTransferInstructions, Locale } from '@shop/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { EmailMessage } from '../../../email/email-message';
import {
  composeParts,
  joinParts,
  link,
  paragraphs,
  type EmailPart,
} from '../../../email/email-parts';
import type { OrderRow } from '../order-repository';
import { addressesPart } from './addresses-part';
import { bankTransferPart } from './bank-transfer-part';
import {
  confirmationOrder,
  type ConfirmationLine,
  type ConfirmationOrder,
} from './confirmation-order';
import { deliveryPaymentPart } from './delivery-payment-part';
import { linesPart } from './lines-part';
import { confirmationSubject, openingPart } from './opening-part';
import { sellerContact, sellerPart, type SellerContact } from './seller-part';
import { withdrawalFormPart } from './withdrawal-form-part';
import { withdrawalPart } from './withdrawal-part';

const WORDS: Record<Locale, { privateLink: string; action: string; signature: string }> = {
  it: {
    privateLink:
      'Puoi vedere il tuo ordine e il suo stato in ogni momento da questo link personale: non condividerlo.',
    action: 'Vedi il tuo ordine',
    signature: 'Il team di Aurelia',
  },
  en: {
    privateLink:
      'You can see your order and its status at any time through this personal link: do not share it.',
    action: 'See your order',
    signature: 'The Aurelia team',
  },
};

function orderLinkPart(order: ConfirmationOrder): EmailPart {
  const words = WORDS[order.language];
  return joinParts([paragraphs([words.privateLink]), link(words.action, order.link)]);
}

/**
 * The order confirmation on a durable medium (Codice del Consumo art. 51 c.7, with what art. 49
 * asks): the lines and costs, delivery and payment, the addresses, the seller and the right of
 * withdrawal with the model form, in the order's language, as text and as HTML. Paid, or placed
 * and waiting for the bank transfer (then with its instructions first).
 */
export function orderConfirmationEmail(
  order: ConfirmationOrder,
  seller: SellerContact,
): EmailMessage {
  const { language } = order;
  const parts = [
    openingPart(order),
    ...(order.bankTransfer ? [bankTransferPart(order.bankTransfer, language)] : []),
    orderLinkPart(order),
    linesPart(order),
    deliveryPaymentPart(order),
    addressesPart(order),
    sellerPart(seller, language),
    withdrawalPart(order, seller),
    withdrawalFormPart(order, seller),
    paragraphs([WORDS[language].signature]),
  ];
  return {
    to: order.email,
    subject: confirmationSubject(order),
    ...composeParts(language, parts),
    kind: 'order-confirmation',
    language,
  };
}

/** The confirmation of the order in `row`, its lines given or read in the caller's transaction. */
export async function orderConfirmationFor(
  trx: Transaction<Database>,
  row: OrderRow,
  details: { link: string; bankTransfer: BankTransferInstructions | null },
  knownLines?: ConfirmationLine[],
): Promise<EmailMessage> {
  const order = await confirmationOrder(trx, row, details, knownLines);
  return orderConfirmationEmail(order, sellerContact(order.language));
}
