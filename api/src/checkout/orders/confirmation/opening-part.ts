import type { Locale } from '@shop/shared/contracts';
import { formatDate, formatPrice } from '@shop/shared/format';
import { facts, joinParts, paragraphs, type EmailPart } from '../../../email/email-parts';
import type { ConfirmationOrder } from './confirmation-order';

interface OpeningWords {
  subject: (order: string) => string;
  greeting: string;
  paid: (order: string, total: string) => string;
  awaitingTransfer: (order: string, total: string) => string;
  keep: string;
  number: string;
  date: string;
}

const WORDS: Record<Locale, OpeningWords> = {
  it: {
    subject: (order) => `Conferma del tuo ordine ${order}`,
    greeting: 'Ciao,',
    paid: (order, total) => `grazie! Il tuo ordine ${order} di ${total} è confermato e pagato.`,
    awaitingTransfer: (order, total) => `abbiamo ricevuto il tuo ordine ${order} di ${total}.`,
    keep: 'Questa email è la conferma del contratto di acquisto: conservala. Trovi qui sotto i prodotti, i costi, gli indirizzi, i dati del venditore e come recedere dal contratto.',
    number: 'Numero d’ordine',
    date: 'Data dell’ordine',
  },
  en: {
    subject: (order) => `Your order ${order} is confirmed`,
    greeting: 'Hello,',
    paid: (order, total) => `thank you! Your order ${order} of ${total} is confirmed and paid.`,
    awaitingTransfer: (order, total) => `we have received your order ${order} of ${total}.`,
    keep: 'This e-mail confirms your purchase contract: please keep it. Below are the products, the costs, the addresses, the seller’s details and how to withdraw from the contract.',
    number: 'Order number',
    date: 'Order date',
  },
};

export function confirmationSubject(order: ConfirmationOrder): string {
  return WORDS[order.language].subject(order.number);
}

/** The greeting, what happened to the order, its number and date, and why to keep the e-mail. */
export function openingPart(order: ConfirmationOrder): EmailPart {
  const words = WORDS[order.language];
  const total = formatPrice(order.totalCents, order.language);
  const state = order.bankTransfer ? words.awaitingTransfer : words.paid;
  return joinParts([
    paragraphs([words.greeting, state(order.number, total)]),
    facts([
      [words.number, order.number],
      [words.date, formatDate(order.placedAt, order.language)],
    ]),
    paragraphs([words.keep]),
  ]);
}
