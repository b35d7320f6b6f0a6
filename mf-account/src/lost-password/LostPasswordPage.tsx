import { Form, Formik } from 'formik';
import { Provider } from 'react-redux';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageMeta, type RemoteRouteProps } from '@shop/shared';
import { lostPassword } from '../auth/auth-slice';
import { getAuthStore } from '../auth/auth-store';
import { useAuthDispatch } from '../auth/use-auth';
import { FormMessages } from '../forms/FormMessages';
import { TextField } from '@shop/shared/forms';
import { ACCOUNT_NAMESPACE } from '../i18n';
import type { AccountPageProps } from '../login/LoginPage';
import { lostPasswordSchema, type LostPasswordValues } from './lost-password-schema';
import '../forms/forms.css';

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
  usePageMeta({
    title: t('lostPassword.title'),
    alternates: { it: '/login/lost-password', en: '/en/login/lost-password' },
  });

  return (
    <div className="account-page lost-password-page">
      <h1>{t('lostPassword.title')}</h1>
      <p>{t('lostPassword.intro')}</p>
      {/* The server answers the same for every address: its message is all the shopper learns. */}
      <FormMessages />
      <Formik
        initialValues={initialValues}
        validationSchema={lostPasswordSchema(locale)}
        onSubmit={async (values, { resetForm }) => {
          const result = await dispatch(
            lostPassword({ email: values.email.trim(), language: locale }),
          );
          if (lostPassword.fulfilled.match(result)) resetForm();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="account-form">
            <TextField name="email" label={t('common.email')} type="email" autoComplete="email" />
            <button type="submit" className="account-button" disabled={isSubmitting}>
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
