import { Form, Formik } from 'formik';
import { Provider } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  parseShopPath,
  toLocalizedShopPath,
  usePageMeta,
  type RemoteRouteProps,
} from '@shop/shared';
import { login } from '../auth/auth-slice';
import { getAuthStore, type AuthStore } from '../auth/auth-store';
import { useAuthDispatch } from '../auth/use-auth';
import { FormMessages } from '../forms/FormMessages';
import { LoginRequest } from '@shop/shared/contracts/schemas';
import { contractFormValidation, TextField } from '@shop/shared/forms';
import { ACCOUNT_NAMESPACE } from '../i18n';
import { SocialLoginButtons } from '../social-login/SocialLoginButtons';
import { useSocialLoginReturn } from '../social-login/use-social-login-return';
import '../forms/forms.css';

export interface AccountPageProps extends RemoteRouteProps<'mf_account'> {
  /** The auth store; the page's shared one unless a test gives its own. */
  store?: AuthStore;
}

type LoginValues = Pick<LoginRequest, 'email' | 'password'>;

const initialValues: LoginValues = { email: '', password: '' };

export function LoginPage({ store = getAuthStore(), ...props }: AccountPageProps) {
  return (
    <Provider store={store}>
      <LoginView {...props} />
    </Provider>
  );
}

function LoginView({ locale, localePrefix }: RemoteRouteProps<'mf_account'>) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const navigate = useNavigate();
  const dispatch = useAuthDispatch();
  const [searchParams] = useSearchParams();
  // Where the shopper was going (`/login?redirect=/account/orders`): only a path on this site.
  const redirect = parseShopPath(searchParams.get('redirect')) ?? undefined;
  usePageMeta({ title: t('login.title'), alternates: { it: '/login', en: '/en/login' } });
  // Back from a social login provider: its ID token is checked and posted here.
  const social = useSocialLoginReturn(locale);

  const toRequest = (values: LoginValues) => ({
    ...values,
    ...(redirect ? { redirect } : {}),
    language: locale,
  });

  const submit = async (values: LoginValues) => {
    const result = await dispatch(login(toRequest(values)));
    if (login.fulfilled.match(result) && result.payload.token === true) {
      // The redirect just stored (the server's, else "/"), in the shopper's locale and never off
      // the shop; the login page is replaced, so Back does not return to the form.
      const target = toLocalizedShopPath(result.payload.redirect || '/', locale);
      void navigate(target, { replace: true });
    }
  };

  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <div className="shop-page account-page login-page">
      <h1>{t('login.title')}</h1>
      <FormMessages showSuccess={false} />
      <p role="alert" className="shop-message shop-message--error">
        {social.error}
      </p>
      <Formik
        initialValues={initialValues}
        validate={contractFormValidation(LoginRequest, locale, toRequest)}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="account-form">
            <TextField name="email" label={t('login.email')} type="email" autoComplete="email" />
            <TextField
              name="password"
              label={t('login.password')}
              type="password"
              autoComplete="current-password"
            />
            <button
              type="submit"
              className="shop-button shop-button--primary"
              disabled={isSubmitting || social.busy}
            >
              {isSubmitting || social.busy ? t('login.submitting') : t('login.submit')}
            </button>
          </Form>
        )}
      </Formik>
      <SocialLoginButtons
        locale={locale}
        localePrefix={localePrefix}
        {...(redirect ? { redirect } : {})}
      />
      <ul className="account-links">
        <li>
          <Link to={`${localePrefix}/login/lost-password`}>{t('login.lostPassword')}</Link>
        </li>
        <li>
          <Link to={`${localePrefix}/login/register${query}`}>{t('login.register')}</Link>
        </li>
      </ul>
    </div>
  );
}
