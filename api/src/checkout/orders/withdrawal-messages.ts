import type { Locale } from '@shop/shared/contracts';

/** When something happened, as the shopper reads it: the date and the time, shop time. */
export interface Moment {
  date: string;
  time: string;
}

export interface WithdrawalMessages {
  /** The answer to a withdrawal: when the shop received it and where the acknowledgement went. */
  received: (order: string, at: Moment, email: string) => string;
  alreadyWithdrawn: (at: Moment) => string;
  /** The period ended (`date` is its last day). */
  periodEnded: (date: string) => string;
  /** An order never paid, cancelled or refunded: no contract to withdraw from. */
  notWithdrawable: string;
  /** A return label asked for before the shopper withdrew. */
  noReturnYet: string;
}

export const withdrawalMessages: Record<Locale, WithdrawalMessages> = {
  it: {
    received: (order, at, email) =>
      `Abbiamo ricevuto il tuo recesso dal contratto per l’ordine ${order} il ${at.date} alle ${at.time}. Ti abbiamo inviato la conferma a ${email}.`,
    alreadyWithdrawn: (at) =>
      `Hai già esercitato il recesso per questo ordine il ${at.date} alle ${at.time}.`,
    periodEnded: (date) => `Il periodo di recesso per questo ordine è terminato il ${date}.`,
    notWithdrawable: 'Per questo ordine non è possibile recedere: non risulta pagato.',
    noReturnYet: 'L’etichetta di reso è disponibile dopo che hai esercitato il recesso.',
  },
  en: {
    received: (order, at, email) =>
      `We received your withdrawal from the contract for order ${order} on ${at.date} at ${at.time}. We have sent the acknowledgement to ${email}.`,
    alreadyWithdrawn: (at) => `You already withdrew from this order on ${at.date} at ${at.time}.`,
    periodEnded: (date) => `The withdrawal period for this order ended on ${date}.`,
    notWithdrawable: 'You cannot withdraw from this order: it has not been paid.',
    noReturnYet: 'The return label is there once you have withdrawn from the order.',
  },
};
