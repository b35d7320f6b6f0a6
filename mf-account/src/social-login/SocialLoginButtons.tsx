import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@shop/shared';
import { ACCOUNT_NAMESPACE } from '../i18n';
import { socialLoginProviders, startSocialLogin } from './social-login-flow';

const noChange = () => () => undefined;
const noProviders = () => [];

/**
 * "Continue with {provider}" for each provider the page's runtime config offers, nothing when it
 * offers none. Rendered on the server (and at hydration) without buttons: the config is read in
 * the browser.
 */
export function SocialLoginButtons({
  locale,
  localePrefix,
  redirect,
}: {
  locale: Locale;
  localePrefix: string;
  redirect?: string;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const providers = useSyncExternalStore(noChange, socialLoginProviders, noProviders);
  if (providers.length === 0) return null;
  return (
    <div className="social-login">
      <p className="social-login__or">{t('social.or')}</p>
      <ul className="social-login__list">
        {providers.map((provider) => (
          <li key={provider.name}>
            <button
              type="button"
              className="shop-button social-login__button"
              onClick={() =>
                void startSocialLogin(provider, {
                  locale,
                  localePrefix,
                  ...(redirect ? { redirect } : {}),
                })
              }
            >
              {t('social.continueWith', { provider: provider.label })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
