import type { Locale } from '@shop/shared/contracts';
import { facts, section, type EmailPart } from '../../../email/email-parts';
import { paymentMethodLabel } from '../../../payments';
import type { ConfirmationOrder } from './confirmation-order';

interface DeliveryWords {
  title: string;
  method: string;
  estimate: string;
  /** `days` is "1-3" or "4"; `afterTransfer` when the order waits for its bank transfer. */
  days: (days: string, afterTransfer: boolean) => string;
  payment: string;
  paymentState: string;
  paid: string;
  awaitingTransfer: string;
}

const WORDS: Record<Locale, DeliveryWords> = {
  it: {
    title: 'Consegna e pagamento',
    method: 'Metodo di spedizione',
    estimate: 'Consegna prevista',
    days: (days, afterTransfer) =>
      `in ${days} giorni lavorativi ${afterTransfer ? 'dal ricevimento del bonifico' : 'dall’ordine'}`,
    payment: 'Metodo di pagamento',
    paymentState: 'Stato del pagamento',
    paid: 'Pagato',
    awaitingTransfer: 'In attesa del bonifico',
  },
  en: {
    title: 'Delivery and payment',
    method: 'Shipping method',
    estimate: 'Expected delivery',
    days: (days, afterTransfer) =>
      `in ${days} working days ${afterTransfer ? 'from the arrival of your transfer' : 'from your order'}`,
    payment: 'Payment method',
    paymentState: 'Payment status',
    paid: 'Paid',
    awaitingTransfer: 'Awaiting your bank transfer',
  },
};

/** The shipping method with its delivery time, and how the order is paid. */
export function deliveryPaymentPart(order: ConfirmationOrder): EmailPart {
  const { language, deliveryWorkingDays } = order;
  const words = WORDS[language];
  const { min, max } = deliveryWorkingDays;
  const days = min === max ? String(min) : `${min}-${max}`;
  const waiting = order.bankTransfer !== null;
  return section(
    words.title,
    facts([
      [words.method, order.shippingMethodLabel],
      [words.estimate, words.days(days, waiting)],
      [words.payment, paymentMethodLabel(order.paymentMethod, language)],
      [words.paymentState, waiting ? words.awaitingTransfer : words.paid],
    ]),
  );
}
