import type { BankTransferInstructions, Locale } from '@shop/shared/contracts';
import { formatDate, formatPrice, formatTime } from '@shop/shared/format';
import { facts, paragraphs, section, type EmailPart } from '../../../email/email-parts';

interface TransferWords {
  title: string;
  intro: string;
  /** The deadline is the stock's hold: the order is cancelled when it ends (docs/checkout.md). */
  payBy: string;
  deadline: (date: string, time: string) => string;
  beneficiary: string;
  iban: string;
  bic: string;
  reference: string;
  amount: string;
}

const WORDS: Record<Locale, TransferWords> = {
  it: {
    title: 'Istruzioni per il bonifico',
    intro:
      'Per completare l’ordine fai un bonifico con questi dati entro la scadenza: fino ad allora teniamo da parte i tuoi capi; se il bonifico non ci arriva in tempo, l’ordine sarà annullato.',
    payBy: 'Scadenza',
    deadline: (date, time) => `${date}, ore ${time} (ora italiana)`,
    beneficiary: 'Beneficiario',
    iban: 'IBAN',
    bic: 'BIC',
    reference: 'Causale',
    amount: 'Importo',
  },
  en: {
    title: 'Bank transfer instructions',
    intro:
      'To complete your order, make a bank transfer with these details by the deadline: until then we hold your pieces; if the transfer has not reached us in time, the order will be cancelled.',
    payBy: 'Pay by',
    deadline: (date, time) => `${date}, ${time} (Italian time)`,
    beneficiary: 'Beneficiary',
    iban: 'IBAN',
    bic: 'BIC',
    reference: 'Reference',
    amount: 'Amount',
  },
};

/** What the transfer must carry and by when, the date written as the shopper's language does. */
export function bankTransferPart(
  instructions: BankTransferInstructions,
  locale: Locale,
): EmailPart {
  const words = WORDS[locale];
  return section(
    words.title,
    paragraphs([words.intro]),
    facts([
      [words.beneficiary, instructions.beneficiary],
      [words.iban, instructions.iban],
      [words.bic, instructions.bic],
      [words.reference, instructions.reference],
      [words.amount, formatPrice(instructions.amountCents, locale)],
      [
        words.payBy,
        words.deadline(
          formatDate(instructions.payBy, locale),
          formatTime(instructions.payBy, locale),
        ),
      ],
    ]),
  );
}
