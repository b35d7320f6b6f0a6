import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { type Locale, type ShippingMethod } from '@shop/shared';
import { getCartStore, type CartStore } from '../cart/cart-store';
import { useCartSelector } from '../cart/use-cart';
import { CHECKOUT_NAMESPACE } from '../i18n';
import { registerCheckoutStepTexts } from '../i18n/step-texts';
import { CheckoutSummary } from '../summary/CheckoutSummary';
import { SummaryShippingProvider } from '../summary/summary-shipping';
import { useCheckoutDraft } from './checkout-draft';
import { CHECKOUT_STEPS, type CheckoutStepId } from '../steps/checkout-steps';
import { useCheckoutStep } from '../steps/use-checkout-step';
import './checkout.css';

// Every step and result page comes through this module: their texts come with it.
registerCheckoutStepTexts();

export interface CheckoutPageProps {
  locale: Locale;
  localePrefix: string;
  /** The cart store; the page's shared one unless a test gives its own. */
  store?: CartStore;
}

/** The cart's store around a checkout page, the one the cart service fills. */
export function WithCart({
  store = getCartStore(),
  children,
}: {
  store?: CartStore;
  children: ReactNode;
}) {
  return <Provider store={store}>{children}</Provider>;
}

interface CheckoutStepFrameProps {
  locale: Locale;
  /** The steps this page covers (shipping and payment share one page). */
  steps: readonly CheckoutStepId[];
  title: string;
  children: ReactNode;
}

/**
 * A checkout step's page: it tells the shell which step it is (`checkout:steps`, for the back
 * button), shows where the shopper is among the steps, its heading, and the order's summary beside
 * the step (with the shipping the step's form has chosen, else the one saved in the draft).
 */
export function CheckoutStepFrame({ locale, steps, title, children }: CheckoutStepFrameProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const cart = useCartSelector((state) => state.cart.cart);
  const { draft } = useCheckoutDraft();
  const [shownShipping, showShipping] = useState<ShippingMethod | null>(null);
  const [first] = steps;
  useCheckoutStep(first ?? 'cart', locale);
  const currentIndex = CHECKOUT_STEPS.findIndex((step) => step.id === first);
  const count = CHECKOUT_STEPS.length;
  const where =
    steps.length > 1
      ? t('checkout.stepsOf', { first: currentIndex + 1, last: currentIndex + steps.length, count })
      : t('checkout.stepOf', { current: currentIndex + 1, count });
  return (
    <div className="shop-page checkout-page">
      <nav aria-label={t('checkout.stepsLabel')} className="checkout-steps">
        <p className="checkout-steps__count">{where}</p>
        <ol>
          {CHECKOUT_STEPS.map((step, index) => {
            const state = steps.includes(step.id)
              ? 'current'
              : index < currentIndex
                ? 'done'
                : 'upcoming';
            return (
              <li
                key={step.id}
                className={`checkout-steps__step checkout-steps__step--${state}`}
                aria-current={step.id === first ? 'step' : undefined}
              >
                {/* A phone narrower than the five whole labels: the bars show where the shopper
                    is and only the current step is named on screen; the others stay for screen
                    readers. */}
                <span
                  className={
                    state === 'current'
                      ? 'checkout-steps__label'
                      : 'checkout-steps__label shop-visually-hidden shop-visually-hidden--narrow'
                  }
                >
                  {t(`steps.${step.id}`)}
                </span>
              </li>
            );
          })}
        </ol>
      </nav>
      <h1>{title}</h1>
      <div className="checkout-layout">
        {cart && cart.items.length > 0 && (
          <CheckoutSummary
            cart={cart}
            locale={locale}
            shipping={shownShipping ?? draft.shippingMethod ?? null}
          />
        )}
        <div className="checkout-layout__step">
          <SummaryShippingProvider show={showShipping}>{children}</SummaryShippingProvider>
        </div>
      </div>
    </div>
  );
}
