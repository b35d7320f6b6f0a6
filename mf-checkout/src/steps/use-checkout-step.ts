import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEventBus, type Locale } from '@shop/shared';
import { CHECKOUT_NAMESPACE } from '../i18n';
import { checkoutStepsState, type CheckoutStepId } from './checkout-steps';

/** Tells the shell (`checkout:steps`) which checkout step the page being shown is. */
export function useCheckoutStep(stepId: CheckoutStepId, locale: Locale): void {
  const bus = useEventBus();
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const state = checkoutStepsState(stepId, locale, (id) => t(`steps.${id}`));
  const serialized = JSON.stringify(state);

  useEffect(() => {
    bus.publish('checkout:steps', JSON.parse(serialized) as typeof state);
  }, [bus, serialized]);
}
