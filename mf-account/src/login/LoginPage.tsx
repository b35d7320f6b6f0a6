import { useState } from 'react';
import { ErrorMessage, Field, Form, Formik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  apiClient,
  isApiError,
  toLocalizedShopPath,
  usePageMeta,
  type RemoteRouteProps,
} from '@shop/shared';
import { ACCOUNT_NAMESPACE } from '../i18n';
import { loginSchema, type LoginValues } from './login-schema';

interface LoginAnswer {
  token: boolean;
  redirect?: string;
}

const initialValues: LoginValues = { email: '', password: '' };

export function LoginPage({ locale, localePrefix }: RemoteRouteProps<'mf_account'>) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  usePageMeta({ title: t('login.title'), alternates: { it: '/login', en: '/en/login' } });

  const submit = async (values: LoginValues) => {
    setServerError(null);
    try {
      const answer = await apiClient.post<LoginAnswer>('/auth/login', values);
      // The server's redirect keeps the shopper's locale and never leads off the shop.
      if (answer.token) void navigate(toLocalizedShopPath(answer.redirect ?? '/', locale));
    } catch (error) {
      setServerError(isApiError(error) ? error.message : String(error));
    }
  };

  return (
    <div className="login-page">
      <h1>{t('login.title')}</h1>
      {serverError && (
        <p role="alert" className="form-error">
          {serverError}
        </p>
      )}
      <Formik
        initialValues={initialValues}
        validationSchema={loginSchema(locale)}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <label htmlFor="login-email">{t('login.email')}</label>
            <Field id="login-email" name="email" type="email" autoComplete="email" />
            <ErrorMessage name="email" component="p" className="field-error" />

            <label htmlFor="login-password">{t('login.password')}</label>
            <Field
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
            />
            <ErrorMessage name="password" component="p" className="field-error" />

            <button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('login.submitting') : t('login.submit')}
            </button>
          </Form>
        )}
      </Formik>
      <p>
        <Link to={`${localePrefix}/login/lost-password`}>{t('login.lostPassword')}</Link>
      </p>
      <p>
        <Link to={`${localePrefix}/login/register`}>{t('login.register')}</Link>
      </p>
    </div>
  );
}
