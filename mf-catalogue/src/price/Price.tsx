import { useTranslation } from 'react-i18next';
import { formatPrice, VisuallyHidden, type Locale, type ProductPrice } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n/namespace';
import { discountPercent, isOnSale } from './price-display';
import './price.css';

interface PriceProps {
  price: ProductPrice;
  locale: Locale;
  /** `large` on the product page, `small` on tiles. */
  size?: 'small' | 'large';
}

/**
 * A price as the shopper must see it: the current price and, when it is a reduction, the price
 * before it, the discount and the lowest price of the last 30 days (EU Omnibus rule).
 */
export function Price({ price, locale, size = 'small' }: PriceProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const onSale = isOnSale(price);
  const percent = onSale ? discountPercent(price) : null;
  return (
    <div className={`price price--${size}`}>
      <p className="price__line">
        {onSale && price.previousCents !== null && (
          <s className="price__previous">
            <VisuallyHidden>{t('price.previous')}: </VisuallyHidden>
            {formatPrice(price.previousCents, locale)}
          </s>
        )}
        <span className={onSale ? 'price__current price__current--sale' : 'price__current'}>
          {onSale && <VisuallyHidden>{t('price.current')}: </VisuallyHidden>}
          {formatPrice(price.cents, locale)}
        </span>
        {percent !== null && percent > 0 && (
          <span className="price__discount">{t('price.discount', { percent })}</span>
        )}
      </p>
      {onSale && price.lowest30DaysCents !== null && (
        <p className="price__lowest">
          {t('price.lowest30Days', { price: formatPrice(price.lowest30DaysCents, locale) })}
        </p>
      )}
    </div>
  );
}
