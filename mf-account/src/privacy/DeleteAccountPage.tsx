import { useEffect, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { Provider } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageMeta, type RemoteRouteProps } from '@shop/shared';
import { DeleteAccountRequest } from '@shop/shared/contracts/schemas';
import { deleteAccount } from '../auth/auth-slice';
import { getAuthStore } from '../auth/auth-store';
import { useAuthDispatch } from '../auth/use-auth';
import { FormMessages } from '../forms/FormMessages';
import { contractFormValidation, TextField } from '@shop/shared/forms';
import { ACCOUNT_NAMESPACE } from '../i18n';
import type { AccountPageProps } from '../login/LoginPage';
import { accountDataHref } from './account-data-link';
import type { AccountDeletedState } from './AccountDeletedPage';
import '../forms/forms.css';

export function DeleteAccountPage({ store = getAuthStore(), ...props }: AccountPageProps) {
  return (
    <Provider store={store}>
      <DeleteAccountView {...props} />
    </Provider>
  );
}

/**
 * `/account/delete`: what deleting erases and what the shop keeps, a link to download the data
 * first, then a separate confirmation step with the password. Once deleted the shopper goes to
 * `/account/deleted`, which logs them out.
 */
function DeleteAccountView({ locale, localePrefix }: RemoteRouteProps<'mf_account'>) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  usePageMeta({
    title: t('deleteAccount.title'),
    alternates: { it: '/account/delete', en: '/en/account/delete' },
  });
  // The confirmation step takes the focus; cancelling gives it back to the first button.
  useEffect(() => {
    if (confirming) {
      asked.current = true;
      confirmHeading.current?.focus();
    } else if (asked.current) {
      startButton.current?.focus();
    }
  }, [confirming]);

  const submit = async ({ password }: { password: string }) => {
    const result = await dispatch(deleteAccount({ password, language: locale }));
    if (deleteAccount.fulfilled.match(result)) {
      // The confirmation page logs the shopper out once it shows (see AccountDeletedPage).
      const state: AccountDeletedState = { accountDeleted: true };
      void navigate(`${localePrefix}/account/deleted`, { replace: true, state });
    }
  };

  return (
    <div className="shop-page account-page delete-account-page">
      <h1>{t('deleteAccount.title')}</h1>
      <p>{t('deleteAccount.erased')}</p>
      <p>{t('deleteAccount.kept')}</p>
      <p className="account-inline-link">
        {t('deleteAccount.download')}{' '}
        <a href={accountDataHref} download>
          {t('account.downloadData')}
        </a>
      </p>
      {confirming ? (
        <section aria-labelledby="delete-account-confirm" className="account-confirm">
          <h2 id="delete-account-confirm" ref={confirmHeading} tabIndex={-1}>
            {t('deleteAccount.confirmTitle')}
          </h2>
          <p>{t('deleteAccount.confirmText')}</p>
          <FormMessages showSuccess={false} />
          <Formik
            initialValues={{ password: '' }}
            validate={contractFormValidation(
              DeleteAccountRequest,
              locale,
              (values: { password: string }) => ({ ...values, language: locale }),
            )}
            onSubmit={submit}
          >
            {({ isSubmitting }) => (
              <Form noValidate className="account-form">
                <TextField
                  name="password"
                  label={t('common.password')}
                  type="password"
                  autoComplete="current-password"
                />
                <div className="account-actions">
                  <button
                    type="submit"
                    className="shop-button shop-button--danger"
                    disabled={isSubmitting}
                  >
                    {isSubmitting ? t('deleteAccount.deleting') : t('deleteAccount.confirm')}
                  </button>
                  <button
                    type="button"
                    className="shop-button"
                    onClick={() => setConfirming(false)}
                  >
                    {t('deleteAccount.cancel')}
                  </button>
                </div>
              </Form>
            )}
          </Formik>
        </section>
      ) : (
        <button
          ref={startButton}
          type="button"
          className="shop-button shop-button--danger"
          onClick={() => setConfirming(true)}
        >
          {t('deleteAccount.start')}
        </button>
      )}
      <p className="account-inline-link">
        <Link to={`${localePrefix}/account`}>{t('deleteAccount.back')}</Link>
      </p>
    </div>
  );
}
