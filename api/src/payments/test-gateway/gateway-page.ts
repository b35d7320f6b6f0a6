import type { Locale, PaymentMethodId } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { paymentMethodLabel } from '../payment-methods';
import { escapeHtml } from '../../http/escape-html';

const TEXTS = {
  it: {
    title: 'Gateway di pagamento di prova',
    intro: (amount: string, order: string) => `Ordine ${order}: ${amount}.`,
    note: 'Questa pagina simula il sito del fornitore del pagamento: nessun addebito reale.',
    approve: 'Approva il pagamento',
    decline: 'Rifiuta il pagamento',
    done: 'Questo pagamento è già stato concluso.',
  },
  en: {
    title: 'Test payment gateway',
    intro: (amount: string, order: string) => `Order ${order}: ${amount}.`,
    note: "This page stands in for the payment provider's site: no real charge is made.",
    approve: 'Approve the payment',
    decline: 'Decline the payment',
    done: 'This payment is already concluded.',
  },
} as const;

/**
 * The gateway's small page: the amount and two buttons, in the shopper's language, the method named
 * as the checkout names it.
 */
export function gatewayPageHtml(input: {
  language: Locale;
  paymentId: string;
  orderNumber: string;
  amountCents: number;
  method: PaymentMethodId;
  pending: boolean;
}): string {
  const t = TEXTS[input.language];
  const action = `/api/payments/test-gateway/pay/${encodeURIComponent(input.paymentId)}/decision?lang=${input.language}`;
  const button = (decision: string, label: string, colour: string) =>
    `<button type="submit" name="decision" value="${decision}" style="min-height:44px;min-width:44px;padding:0 1.5rem;margin:0.5rem;font-size:1rem;border:0;border-radius:4px;color:#fff;background:${colour}">${escapeHtml(label)}</button>`;
  return [
    '<!doctype html>',
    `<html lang="${input.language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(t.title)}</title></head>`,
    '<body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a">',
    `<main><h1>${escapeHtml(`${t.title}: ${paymentMethodLabel(input.method, input.language)}`)}</h1>`,
    `<p>${escapeHtml(t.intro(formatPrice(input.amountCents, input.language), input.orderNumber))}</p>`,
    `<p>${escapeHtml(t.note)}</p>`,
    input.pending
      ? `<form method="post" action="${escapeHtml(action)}">${button('approve', t.approve, '#1d6b3a')}${button('decline', t.decline, '#8a1c1c')}</form>`
      : `<p>${escapeHtml(t.done)}</p>`,
    '</main></body></html>',
  ].join('\n');
}
