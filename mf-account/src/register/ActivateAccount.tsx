import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner, toLocalizedShopPath, type Locale } from '@shop/shared';
import { activateAccount } from '../auth/auth-slice';
import { useAuthDispatch, useAuthSelector } from '../auth/use-auth';
import { FormMessages } from '../forms/FormMessages';
import { ACCOUNT_NAMESPACE } from '../i18n';

/**
 * `/login/register?activate=…`, the link of the activation e-mail: opens it once, and on success
 * the shopper is logged in and goes where the registration was headed (spec §4 register success).
 */
export function ActivateAccount({
  token,
  locale,
  localePrefix,
}: {
  token: string;
  locale: Locale;
  localePrefix: string;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const failed = useAuthSelector((state) => state.auth.error !== null);
  // The link works once: StrictMode's second effect must not spend it again.
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void dispatch(activateAccount({ token, language: locale })).then((result) => {
      if (activateAccount.fulfilled.match(result)) {
        void navigate(toLocalizedShopPath(result.payload.redirect || '/', locale), {
          replace: true,
        });
      }
    });
  }, [dispatch, navigate, token, locale]);

  return (
    <div className="shop-page account-page register-page">
      <h1>{t('register.activateTitle')}</h1>
      <FormMessages />
      {failed ? (
        <ul className="account-links">
          <li>
            <Link to={`${localePrefix}/login/register`}>{t('register.registerAgain')}</Link>
          </li>
          <li>
            <Link to={`${localePrefix}/login`}>{t('register.login')}</Link>
          </li>
        </ul>
      ) : (
        <Spinner label={t('register.activating')} />
      )}
    </div>
  );
}
