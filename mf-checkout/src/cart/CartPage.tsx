import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBusState, usePageMeta, type RemoteRouteProps } from '@shop/shared';
import { CHECKOUT_NAMESPACE } from '../i18n';
import { useCheckoutStep } from '../steps/use-checkout-step';

export function CartPage({ locale, localePrefix }: RemoteRouteProps<'mf_checkout'>) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  useCheckoutStep('cart', locale);
  const itemCount = useBusState('checkout:cart')?.itemCount ?? 0;
  usePageMeta({ title: t('cart.title'), alternates: { it: '/cart', en: '/en/cart' } });

  return (
    <div className="cart-page">
      <h1>{t('cart.title')}</h1>
      {itemCount === 0 ? (
        <>
          <p>{t('cart.empty')}</p>
          <Link to={localePrefix || '/'}>{t('cart.continueShopping')}</Link>
        </>
      ) : (
        <p>{t('cart.itemCount', { count: itemCount })}</p>
      )}
    </div>
  );
}
