// Through the package's main entry, the shared singleton: this entry is bundled into each page
// that shows an order, and a relative import would bundle a second copy of the formatters with it.
import { formatPrice } from '@shop/shared';
import type { Locale } from '../contracts/locale';
import type { OrderItem } from '../contracts/checkout';
import './orders.css';

/** The words of an order's lines and totals, the same on the checkout's review and order pages and the account's. */
export const orderTexts: Record<
  Locale,
  {
    colour: (colour: string) => string;
    size: (size: string) => string;
    quantity: (count: number) => string;
    subtotal: string;
    discount: string;
    shipping: string;
    free: string;
    total: string;
  }
> = {
  it: {
    colour: (colour) => `Colore: ${colour}`,
    size: (size) => `Taglia: ${size}`,
    quantity: (count) => `Quantità: ${count}`,
    subtotal: 'Subtotale',
    discount: 'Sconto',
    shipping: 'Spedizione',
    free: 'Gratuita',
    total: 'Totale',
  },
  en: {
    colour: (colour) => `Colour: ${colour}`,
    size: (size) => `Size: ${size}`,
    quantity: (count) => `Quantity: ${count}`,
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
  },
};

/** The lines of a cart about to be paid or of an order: name, colour, size, quantity, price. */
export function OrderLines({ items, locale }: { items: readonly OrderItem[]; locale: Locale }) {
  const texts = orderTexts[locale];
  return (
    <ul className="order-lines">
      {items.map((item) => (
        <li key={`${item.productId}-${item.colour.code}-${item.size}`}>
          <span className="order-lines__name">{item.name}</span>
          <span>
            {texts.colour(item.colour.name)} · {texts.size(item.size)} ·{' '}
            {texts.quantity(item.quantity)}
          </span>
          <span className="order-lines__price">{formatPrice(item.lineTotalCents, locale)}</span>
        </li>
      ))}
    </ul>
  );
}

export interface OrderAmounts {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
}

/** Subtotal, discount, shipping and total. */
export function OrderTotals({ amounts, locale }: { amounts: OrderAmounts; locale: Locale }) {
  const texts = orderTexts[locale];
  const price = (cents: number) => formatPrice(cents, locale);
  return (
    <dl className="order-totals">
      <dt>{texts.subtotal}</dt>
      <dd>{price(amounts.subtotalCents)}</dd>
      {amounts.discountCents > 0 && (
        <>
          <dt>{texts.discount}</dt>
          <dd>−{price(amounts.discountCents)}</dd>
        </>
      )}
      <dt>{texts.shipping}</dt>
      <dd>{amounts.shippingCents === 0 ? texts.free : price(amounts.shippingCents)}</dd>
      <dt className="order-totals__total">{texts.total}</dt>
      <dd className="order-totals__total">{price(amounts.totalCents)}</dd>
    </dl>
  );
}
