import { Form, Formik } from 'formik';
import { Provider } from 'react-redux';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageMeta, type RemoteRouteProps } from '@shop/shared';
import { lostPassword } from '../auth/auth-slice';
import { getAuthStore } from '../auth/auth-store';
import { useAuthDispatch } from '../auth/use-auth';
import { FormMessages } from '../forms/FormMessages';
import { LostPasswordRequest } from '@shop/shared/contracts/schemas';
import { contractFormValidation, TextField } from '@shop/shared/forms';
import { ACCOUNT_NAMESPACE } from '../i18n';
import type { AccountPageProps } from '../login/LoginPage';
import '../forms/forms.css';

type LostPasswordValues = Pick<LostPasswordRequest, 'email'>;

const initialValues: LostPasswordValues = { email: '' };

export function LostPasswordPage({ store = getAuthStore(), ...props }: AccountPageProps) {
  return (
    <Provider store={store}>
      <LostPasswordView {...props} />
    </Provider>
  );
}

function LostPasswordView({ locale, localePrefix }: RemoteRouteProps<'mf_account'>) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const dispatch = useAuthDispatch();
  const toRequest = (values: LostPasswordValues): LostPasswordRequest => ({
    ...values,
    language: locale,
  });
  usePageMeta({
    title: t('lostPassword.title'),
    alternates: { it: '/login/lost-password', en: '/en/login/lost-password' },
  });

  return (
    <div className="shop-page account-page lost-password-page">
      <h1>{t('lostPassword.title')}</h1>
      <p>{t('lostPassword.intro')}</p>
      {/* The server answers the same for every address: its message is all the shopper learns. */}
      <FormMessages />
      <Formik
        initialValues={initialValues}
        validate={contractFormValidation(LostPasswordRequest, locale, toRequest)}
        onSubmit={async (values, { resetForm }) => {
          const result = await dispatch(lostPassword(toRequest(values)));
          if (lostPassword.fulfilled.match(result)) resetForm();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="account-form">
            <TextField name="email" label={t('common.email')} type="email" autoComplete="email" />
            <button
              type="submit"
              className="shop-button shop-button--primary"
              disabled={isSubmitting}
            >
              {isSubmitting ? t('lostPassword.submitting') : t('lostPassword.submit')}
            </button>
          </Form>
        )}
      </Formik>
      <ul className="account-links">
        <li>
          <Link to={`${localePrefix}/login`}>{t('common.backToLogin')}</Link>
        </li>
      </ul>
    </div>
  );
}
