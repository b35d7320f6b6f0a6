import {
  INSTALMENT_COUNT,
  instalmentCents,
  PAYMENT_METHOD_IDS,
  type Locale,
  type PaymentMethod,
  type PaymentMethodId,
  type ShippingZone,
} from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';

/** Instalments are offered for totals in this range (the instalment provider's usual bounds). */
export const INSTALMENTS_MIN_CENTS = 3_000;
export const INSTALMENTS_MAX_CENTS = 200_000;

/** Where each method is offered (see docs/checkout.md). */
const ZONES: Record<PaymentMethodId, readonly ShippingZone[]> = {
  card: ['italy', 'eu', 'world'],
  paypal: ['italy', 'eu', 'world'],
  // SEPA credit transfers: the EU only.
  'bank-transfer': ['italy', 'eu'],
  satispay: ['italy', 'eu'],
  instalments: ['italy', 'eu'],
};

const TEXTS: Record<Locale, Record<PaymentMethodId, { label: string; description: string }>> = {
  it: {
    card: { label: 'Carta di credito o debito', description: 'Visa, Mastercard, American Express' },
    'bank-transfer': {
      label: 'Bonifico bancario',
      description: 'Spediamo quando riceviamo il bonifico',
    },
    paypal: { label: 'PayPal', description: 'Paga con il tuo conto PayPal' },
    satispay: { label: 'Satispay', description: "Paga con l'app Satispay" },
    instalments: { label: 'Pagamento a rate', description: '' },
  },
  en: {
    card: { label: 'Credit or debit card', description: 'Visa, Mastercard, American Express' },
    'bank-transfer': {
      label: 'Bank transfer',
      description: 'We ship once the transfer arrives',
    },
    paypal: { label: 'PayPal', description: 'Pay with your PayPal account' },
    satispay: { label: 'Satispay', description: 'Pay with the Satispay app' },
    instalments: { label: 'Pay in instalments', description: '' },
  },
};

function instalmentsDescription(totalCents: number, locale: Locale): string {
  const part = formatPrice(instalmentCents(totalCents), locale);
  return locale === 'it'
    ? `${INSTALMENT_COUNT} rate senza interessi da ${part}`
    : `${INSTALMENT_COUNT} interest-free instalments of ${part}`;
}

/** The label of a method in `locale`. */
export function paymentMethodLabel(id: PaymentMethodId, locale: Locale): string {
  return TEXTS[locale][id].label;
}

/**
 * The methods for an order of `totalCents` shipped to `zone`, in a fixed order; empty when the
 * order cannot be paid (nothing to pay).
 */
export function paymentMethodsFor(
  zone: ShippingZone,
  totalCents: number,
  locale: Locale,
): PaymentMethod[] {
  if (totalCents <= 0) return [];
  const ids = PAYMENT_METHOD_IDS.filter((id) => {
    if (!ZONES[id].includes(zone)) return false;
    if (id === 'instalments') {
      return totalCents >= INSTALMENTS_MIN_CENTS && totalCents <= INSTALMENTS_MAX_CENTS;
    }
    return true;
  });
  return ids.map((id) => ({
    id,
    label: TEXTS[locale][id].label,
    description:
      id === 'instalments'
        ? instalmentsDescription(totalCents, locale)
        : TEXTS[locale][id].description,
  }));
}
