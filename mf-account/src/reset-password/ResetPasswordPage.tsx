import { Form, Formik } from 'formik';
import { Provider } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageMeta, type RemoteRouteProps } from '@shop/shared';
import { resetPassword } from '../auth/auth-slice';
import { getAuthStore } from '../auth/auth-store';
import { useAuthDispatch, useAuthSelector } from '../auth/use-auth';
import { FormMessages } from '../forms/FormMessages';
import { LINK_TOKEN_PATTERN, ResetPasswordRequest } from '@shop/shared/contracts/schemas';
import { contractFormValidation, TextField } from '@shop/shared/forms';
import { ACCOUNT_NAMESPACE } from '../i18n';
import type { AccountPageProps } from '../login/LoginPage';
import '../forms/forms.css';

type ResetPasswordValues = Pick<ResetPasswordRequest, 'password' | 'passwordConfirmation'>;

const initialValues: ResetPasswordValues = { password: '', passwordConfirmation: '' };

export function ResetPasswordPage({ store = getAuthStore(), ...props }: AccountPageProps) {
  return (
    <Provider store={store}>
      <ResetPasswordView {...props} />
    </Provider>
  );
}

/** `/login/reset?token=…`, the link of the password e-mail: a new password and its confirmation. */
function ResetPasswordView({ locale, localePrefix }: RemoteRouteProps<'mf_account'>) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const dispatch = useAuthDispatch();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const changed = useAuthSelector((state) => state.auth.success !== null);
  usePageMeta({
    title: t('reset.title'),
    alternates: { it: '/login/reset', en: '/en/login/reset' },
  });

  const toRequest = (values: ResetPasswordValues): ResetPasswordRequest => ({
    token,
    ...values,
    language: locale,
  });

  let body;
  // A link cut short (a mail client that wrapped it) is said at once, not after typing.
  if (!LINK_TOKEN_PATTERN.test(token)) {
    body = (
      <p role="alert" className="shop-message shop-message--error">
        {t('reset.missingToken')}
      </p>
    );
  } else if (changed) {
    body = null;
  } else {
    body = (
      <Formik
        initialValues={initialValues}
        validate={contractFormValidation(ResetPasswordRequest, locale, toRequest)}
        onSubmit={async (values) => {
          await dispatch(resetPassword(toRequest(values)));
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="account-form">
            <TextField
              name="password"
              label={t('reset.password')}
              hint={t('common.passwordHint')}
              type="password"
              autoComplete="new-password"
            />
            <TextField
              name="passwordConfirmation"
              label={t('common.passwordConfirmation')}
              type="password"
              autoComplete="new-password"
            />
            <button
              type="submit"
              className="shop-button shop-button--primary"
              disabled={isSubmitting}
            >
              {isSubmitting ? t('reset.submitting') : t('reset.submit')}
            </button>
          </Form>
        )}
      </Formik>
    );
  }

  return (
    <div className="shop-page account-page reset-password-page">
      <h1>{t('reset.title')}</h1>
      <FormMessages />
      {body}
      <ul className="account-links">
        {changed ? (
          <li>
            <Link to={`${localePrefix}/login`}>{t('reset.login')}</Link>
          </li>
        ) : (
          <li>
            <Link to={`${localePrefix}/login/lost-password`}>{t('reset.requestNew')}</Link>
          </li>
        )}
      </ul>
    </div>
  );
}
