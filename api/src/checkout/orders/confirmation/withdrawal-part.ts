import {
  RETURN_SHIP_WITHIN_DAYS,
  RETURN_WINDOW_WORKING_DAYS,
  STORE_TERMS,
  type Locale,
} from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { link, paragraphs, section, type EmailPart } from '../../../email/email-parts';
import type { ConfirmationOrder } from './confirmation-order';
import type { SellerContact } from './seller-part';

interface WithdrawalTerms {
  /** Working days from receipt (the terms of sale's period, longer than the law's 14 days). */
  periodDays: number;
  shipBackDays: number;
  returnCost: string;
  seller: SellerContact;
}

interface WithdrawalWords {
  title: string;
  right: (terms: WithdrawalTerms) => string;
  how: (terms: WithdrawalTerms) => string;
  refund: string;
  sendBack: (terms: WithdrawalTerms) => string;
  action: string;
}

/**
 * The withdrawal information of Codice del Consumo art. 49 c.1 lett. h and its Allegato I parte
 * A (Directive 2011/83/EU, Annex I(A)), with the shop's own period, return cost and withdrawal
 * function (Directive 2023/2673).
 */
const WORDS: Record<Locale, WithdrawalWords> = {
  it: {
    title: 'Diritto di recesso',
    right: ({ periodDays }) =>
      `Hai il diritto di recedere dal contratto, senza indicarne le ragioni, entro ${periodDays} giorni lavorativi dal giorno in cui tu, o un terzo da te designato diverso dal vettore, ricevi i prodotti.`,
    how: ({ seller }) =>
      `Per recedere usa la funzione «Recedi dal contratto qui» nella pagina del tuo ordine (il link qui sotto), oppure inviaci una dichiarazione esplicita della tua decisione per email all’indirizzo ${seller.email} o per posta a questo indirizzo: ${seller.name}, ${seller.address}. Puoi usare il modulo tipo di recesso qui sotto, ma non è obbligatorio. Per rispettare il termine basta che tu ci invii la comunicazione prima della sua scadenza.`,
    refund:
      'Se recedi, ti rimborsiamo tutti i pagamenti che hai effettuato a nostro favore, compresi i costi di consegna (salvo i costi supplementari di un tipo di consegna diverso da quello standard meno costoso che offriamo), senza indebito ritardo e comunque entro 14 giorni dal giorno in cui siamo informati del tuo recesso. Ti rimborsiamo con lo stesso mezzo di pagamento che hai usato per l’ordine, senza alcun costo per te. Possiamo trattenere il rimborso finché non abbiamo ricevuto i prodotti o finché non ci hai dimostrato di averli rispediti, se precedente.',
    sendBack: ({ shipBackDays, returnCost }) =>
      `Rispediscici i prodotti senza indebito ritardo e comunque entro ${shipBackDays} giorni dal giorno in cui ci hai comunicato il recesso, all’indirizzo dell’etichetta di reso che ti inviamo: il termine è rispettato se li spedisci prima della sua scadenza. I costi diretti della restituzione sono a tuo carico: ${returnCost} IVA inclusa, trattenuti dal rimborso; un prodotto difettoso o diverso da quello ordinato lo ritiriamo a nostre spese. Sei responsabile solo della diminuzione del valore dei prodotti risultante da una manipolazione diversa da quella necessaria per stabilirne la natura, le caratteristiche e il funzionamento.`,
    action: 'Recedi dal contratto dalla pagina del tuo ordine',
  },
  en: {
    title: 'Right of withdrawal',
    right: ({ periodDays }) =>
      `You have the right to withdraw from this contract, without giving any reason, within ${periodDays} working days of the day on which you, or a third party other than the carrier and indicated by you, receive the products.`,
    how: ({ seller }) =>
      `To withdraw, use the “Withdraw from contract here” function on your order’s page (the link below), or send us a clear statement of your decision by e-mail to ${seller.email} or by post to ${seller.name}, ${seller.address}. You may use the model withdrawal form below, but it is not obligatory. To meet the deadline, it is sufficient to send your communication before the period has expired.`,
    refund:
      'If you withdraw, we will reimburse all payments received from you, including the costs of delivery (except the supplementary costs of a type of delivery other than the least expensive standard delivery we offer), without undue delay and in any event not later than 14 days from the day on which we are informed of your decision. We will use the same means of payment as you used for the order, at no cost to you. We may withhold the reimbursement until we have received the products back or you have supplied evidence of having sent them back, whichever is earliest.',
    sendBack: ({ shipBackDays, returnCost }) =>
      `Please send the products back without undue delay and in any event not later than ${shipBackDays} days from the day on which you communicate your withdrawal, to the address on the return label we send you: the deadline is met if you send them before it has expired. You bear the direct cost of returning the products: ${returnCost} including VAT, deducted from the refund; we collect a faulty product, or one that is not what you ordered, at our expense. You are only liable for any diminished value of the products resulting from handling other than what is necessary to establish their nature, characteristics and functioning.`,
    action: 'Withdraw from the contract on your order’s page',
  },
};

/** How long, how and at what cost the shopper may withdraw, with the order page's function. */
export function withdrawalPart(order: ConfirmationOrder, seller: SellerContact): EmailPart {
  const { language } = order;
  const words = WORDS[language];
  const terms: WithdrawalTerms = {
    periodDays: RETURN_WINDOW_WORKING_DAYS,
    shipBackDays: RETURN_SHIP_WITHIN_DAYS,
    returnCost: formatPrice(STORE_TERMS[order.store].returnCostCents, language),
    seller,
  };
  return section(
    words.title,
    paragraphs([words.right(terms), words.how(terms), words.refund, words.sendBack(terms)]),
    link(words.action, order.link),
  );
}
