import type { Locale } from '@shop/shared/contracts';
import { formatDate } from '@shop/shared/format';
import { section, type EmailPart } from '../../../email/email-parts';
import { escapeHtml } from '../../../http/escape-html';
import type { ConfirmationOrder } from './confirmation-order';
import type { SellerContact } from './seller-part';

interface FormWords {
  title: string;
  /** Which order the form is about, so the shopper has it at hand when filling it in. */
  forOrder: (order: string, date: string) => string;
  instruction: string;
  recipient: string;
  lines: readonly string[];
  footnote: string;
}

const BLANK = '…………………………';

/** The model withdrawal form, word for word: Allegato I parte B (Directive 2011/83/EU, Annex I(B)). */
const WORDS: Record<Locale, FormWords> = {
  it: {
    title: 'Modulo di recesso tipo',
    forOrder: (order, date) => `Il tuo ordine: ${order} (${date}).`,
    instruction:
      '(compilare e restituire il presente modulo solo se si desidera recedere dal contratto)',
    recipient: 'Destinatario',
    lines: [
      'Con la presente io/noi (*) notifichiamo il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni/servizi (*)',
      'Ordinato il (*)/ricevuto il (*)',
      'Nome del/dei consumatore(i)',
      'Indirizzo del/dei consumatore(i)',
      'Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea)',
      'Data',
    ],
    footnote: '(*) Cancellare la dicitura inutile.',
  },
  en: {
    title: 'Model withdrawal form',
    forOrder: (order, date) => `Your order: ${order} (${date}).`,
    instruction: '(complete and return this form only if you wish to withdraw from the contract)',
    recipient: 'To',
    lines: [
      'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*)',
      'Ordered on (*)/received on (*)',
      'Name of consumer(s)',
      'Address of consumer(s)',
      'Signature of consumer(s) (only if this form is notified on paper)',
      'Date',
    ],
    footnote: '(*) Delete as appropriate.',
  },
};

/** The form with the seller filled in as its recipient, framed to be printed or copied. */
export function withdrawalFormPart(order: ConfirmationOrder, seller: SellerContact): EmailPart {
  const words = WORDS[order.language];
  const recipient = `${words.recipient}: ${seller.name}, ${seller.address}, ${seller.email}`;
  const entries = [recipient, ...words.lines.map((line) => `${line}: ${BLANK}`)];
  const forOrder = words.forOrder(order.number, formatDate(order.placedAt, order.language));
  return section(words.title, {
    text: [
      forOrder,
      words.instruction,
      entries.map((entry) => `— ${entry}`).join('\n'),
      words.footnote,
    ].join('\n\n'),
    html: [
      `<p>${escapeHtml(forOrder)}</p>`,
      '<div style="border: 1px solid #1a1a1a; padding: 0.8em 1em">',
      `<p style="font-style: italic">${escapeHtml(words.instruction)}</p>`,
      ...entries.map((entry) => `<p>— ${escapeHtml(entry)}</p>`),
      `<p style="font-size: 0.9em">${escapeHtml(words.footnote)}</p>`,
      '</div>',
    ].join('\n'),
  });
}
