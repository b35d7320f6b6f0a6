import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_PATTERN,
  FieldError,
  Spinner,
  usePageMeta,
  validationMessages,
  type Locale,
} from '@shop/shared';
import { failureMessage, sessionQuery, startGuestSession } from '../checkout/checkout-api';
import { updateDraft, useCheckoutDraft } from '../checkout/checkout-draft';
import { CheckoutStepFrame, WithCart, type CheckoutPageProps } from '../checkout/CheckoutFrame';
import { checkoutPath } from '../checkout/checkout-paths';
import { useCartGuard } from '../checkout/use-cart-guard';
import { CHECKOUT_NAMESPACE } from '../i18n';
// The e-mail field looks like every form's, without formik on this page.
import '@shop/shared/forms.css';

/**
 * Personal info (spec §4: e-mail, then guest or register/login). A signed-in customer or a guest
 * whose session is running goes on with their address; anyone else gives an e-mail and either
 * continues as a guest (`POST /api/auth/guest`) or signs in or registers on the account team's
 * pages, which bring them back to shipping and payment. `/checkout/registrationLogin` is the same
 * choice.
 */
export function PersonalInfoPage({ store, ...props }: CheckoutPageProps) {
  return (
    <WithCart store={store}>
      <PersonalInfo {...props} />
    </WithCart>
  );
}

function PersonalInfo({ locale, localePrefix }: Omit<CheckoutPageProps, 'store'>) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  usePageMeta({
    title: t('checkout.personalInfo.title'),
    alternates: { it: '/checkout', en: '/en/checkout' },
  });
  const { cart } = useCartGuard(locale);
  const session = useQuery(sessionQuery());
  const navigate = useNavigate();
  const { draft, ready } = useCheckoutDraft();
  const toPayment = checkoutPath('checkout-payment', locale);

  let body;
  if (!cart || session.isPending || !ready) {
    body = <Spinner label={t('checkout.loading')} />;
  } else if (session.data?.userData) {
    const { email } = session.data.userData;
    body = (
      <div className="checkout-panel">
        <p>
          {session.data.guest
            ? t('checkout.personalInfo.guestAs', { email })
            : t('checkout.personalInfo.signedInAs', { email })}
        </p>
        <button
          type="button"
          className="shop-button shop-button--primary"
          onClick={() => {
            updateDraft({ email });
            void navigate(toPayment);
          }}
        >
          {t('checkout.continue')}
        </button>
      </div>
    );
  } else {
    body = (
      <GuestOrAccount
        locale={locale}
        localePrefix={localePrefix}
        initialEmail={draft.email ?? ''}
        onGuest={() => void navigate(toPayment)}
      />
    );
  }

  return (
    <CheckoutStepFrame
      locale={locale}
      steps={['personal-info']}
      title={t('checkout.personalInfo.title')}
    >
      {body}
    </CheckoutStepFrame>
  );
}

interface GuestOrAccountProps {
  locale: Locale;
  localePrefix: string;
  initialEmail: string;
  onGuest: () => void;
}

/** The e-mail, then the guest's way on or the account team's login and registration. */
function GuestOrAccount({ locale, localePrefix, initialEmail, onGuest }: GuestOrAccountProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const trimmed = email.trim();
  const messages = validationMessages[locale];
  const error = !trimmed ? messages.required : EMAIL_PATTERN.test(trimmed) ? null : messages.email;
  const shownError = submitted ? error : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (error || busy) {
      if (error) document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setBusy(true);
    setServerMessage(null);
    try {
      await startGuestSession({ email: trimmed, language: locale });
      updateDraft({ email: trimmed });
      onGuest();
    } catch (failure) {
      setServerMessage(failureMessage(failure, locale));
      setBusy(false);
    }
  };

  const back = encodeURIComponent(`${localePrefix}/checkout/payment`);
  return (
    <div className="checkout-choice">
      <form noValidate onSubmit={(event) => void submit(event)} className="checkout-panel">
        <div className="shop-field">
          <label htmlFor={`${id}-email`}>{t('checkout.personalInfo.email')}</label>
          <span id={`${id}-hint`} className="shop-field__hint">
            {t('checkout.personalInfo.emailHint')}
          </span>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={`${id}-hint ${id}-error`}
          />
          <FieldError id={`${id}-error`} message={shownError} className="shop-field__error" />
        </div>
        <p className="checkout-hint">{t('checkout.personalInfo.guestHint')}</p>
        <p role="alert" className="shop-message shop-message--error">
          {serverMessage}
        </p>
        <button
          type="submit"
          className="shop-button shop-button--primary"
          aria-disabled={busy || undefined}
        >
          {busy ? t('checkout.personalInfo.starting') : t('checkout.personalInfo.guest')}
        </button>
      </form>
      <section className="checkout-panel" aria-labelledby={`${id}-account`}>
        <h2 id={`${id}-account`}>{t('checkout.personalInfo.account')}</h2>
        <div className="checkout-actions">
          <Link className="shop-button" to={`${localePrefix}/login?redirect=${back}`}>
            {t('checkout.personalInfo.login')}
          </Link>
          <Link className="shop-button" to={`${localePrefix}/login/register?redirect=${back}`}>
            {t('checkout.personalInfo.register')}
          </Link>
        </div>
      </section>
    </div>
  );
}
