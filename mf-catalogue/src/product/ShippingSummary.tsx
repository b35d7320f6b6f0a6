import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  formatPrice,
  FREE_SHIPPING_THRESHOLD_CENTS,
  RETURN_WINDOW_WORKING_DAYS,
  STORE_TERMS,
  storeOfLocale,
  type Locale,
} from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';

/** Shipping, delivery and returns in a few lines, from the shop's business terms (spec §9). */
export function ShippingSummary({
  locale,
  localePrefix,
}: {
  locale: Locale;
  localePrefix: string;
}) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const terms = STORE_TERMS[storeOfLocale(locale)];
  return (
    <details className="product-shipping">
      <summary>{t('product.shippingTitle')}</summary>
      <ul>
        <li>
          {t('product.freeShipping', {
            threshold: formatPrice(FREE_SHIPPING_THRESHOLD_CENTS, locale),
            cost: formatPrice(terms.shippingCents, locale),
          })}
        </li>
        <li>{t('product.delivery', terms.deliveryWorkingDays)}</li>
        <li>
          {t('product.returns', {
            days: RETURN_WINDOW_WORKING_DAYS,
            cost: formatPrice(terms.returnCostCents, locale),
          })}
        </li>
        <li>{t('product.customerService')}</li>
      </ul>
      <p className="product-shipping__links">
        <Link to={`${localePrefix}/pages/shipping`}>{t('product.shippingLink')}</Link>
        <Link to={`${localePrefix}/pages/returns`}>{t('product.returnsLink')}</Link>
      </p>
    </details>
  );
}
