import { useId } from 'react';
import { Form, Formik } from 'formik';
import { Provider } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  CONSENT_TEXT_VERSIONS,
  parseShopPath,
  toLocalizedShopPath,
  usePageMeta,
  type Locale,
  type RemoteRouteProps,
} from '@shop/shared';
import { RegisterRequest } from '@shop/shared/contracts/schemas';
import {
  CheckboxField,
  contractFormValidation,
  RadioGroupField,
  TextField,
} from '@shop/shared/forms';
import { register } from '../auth/auth-slice';
import { getAuthStore } from '../auth/auth-store';
import { useAuthDispatch, useAuthSelector } from '../auth/use-auth';
import { FormMessages } from '../forms/FormMessages';
import { ACCOUNT_NAMESPACE } from '../i18n';
import { SocialLoginButtons } from '../social-login/SocialLoginButtons';
import type { AccountPageProps } from '../login/LoginPage';
import { ActivateAccount } from './ActivateAccount';
import '../forms/forms.css';

/**
 * `/login/register`: the registration form, confirmed by e-mail; with `?activate=…`, the e-mailed
 * link that creates the account and logs the shopper in.
 */
export function RegisterPage({ store = getAuthStore(), ...props }: AccountPageProps) {
  return (
    <Provider store={store}>
      <RegisterOrActivate {...props} />
    </Provider>
  );
}

function RegisterOrActivate(props: RemoteRouteProps<'mf_account'>) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('activate');
  return token ? (
    <ActivateAccount token={token} locale={props.locale} localePrefix={props.localePrefix} />
  ) : (
    <RegisterView {...props} />
  );
}

/** What the form asks; the rest of the request (language, consents' versions) it adds. */
type RegisterFormValues = Omit<RegisterRequest, 'language' | 'redirect' | 'consentTextVersions'>;

const emptyRegistration: RegisterFormValues = {
  email: '',
  password: '',
  passwordConfirmation: '',
  name: '',
  lastName: '',
  birthday: { day: '', month: '', year: '' },
  gender: null,
  interest: null,
  newsletter: false,
  privacy: false,
};

/** The request the form's values make. */
function registrationOf(
  values: RegisterFormValues,
  language: Locale,
  redirect: string | undefined,
): RegisterRequest {
  return {
    ...values,
    language,
    ...(redirect ? { redirect } : {}),
    // The consent texts this form shows are these versions; the server records them.
    consentTextVersions: { ...CONSENT_TEXT_VERSIONS },
  };
}

function RegisterView({ locale, localePrefix }: RemoteRouteProps<'mf_account'>) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const dispatch = useAuthDispatch();
  const [searchParams] = useSearchParams();
  const redirect = parseShopPath(searchParams.get('redirect')) ?? undefined;
  // The answer is the same for every address: the e-mail tells the rest.
  const sent = useAuthSelector((state) => state.auth.success !== null);
  usePageMeta({
    title: t('register.title'),
    alternates: { it: '/login/register', en: '/en/login/register' },
  });
  const toRequest = (values: RegisterFormValues) => registrationOf(values, locale, redirect);
  const validate = contractFormValidation(RegisterRequest, locale, toRequest);

  const submit = async (values: RegisterFormValues) => {
    await dispatch(register(toRequest(values)));
  };

  // One FormMessages in one place whatever is shown: mounting another would clear the message.
  return (
    <div className="shop-page account-page register-page">
      <h1>{t('register.title')}</h1>
      {!sent && <p>{t('register.intro')}</p>}
      <FormMessages />
      {sent ? (
        redirect && (
          <p className="account-inline-link">
            <Link to={toLocalizedShopPath(redirect, locale)}>{t('register.meanwhile')}</Link>
          </p>
        )
      ) : (
        <RegisterForm
          validate={validate}
          submit={submit}
          locale={locale}
          localePrefix={localePrefix}
          redirect={redirect}
        />
      )}
    </div>
  );
}

/** The form itself, its social sign-in buttons and the link to login. */
function RegisterForm({
  validate,
  submit,
  locale,
  localePrefix,
  redirect,
}: {
  validate: ReturnType<typeof contractFormValidation<RegisterFormValues>>;
  submit: (values: RegisterFormValues) => Promise<void>;
  locale: Locale;
  localePrefix: string;
  redirect: string | undefined;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const profileWhyId = useId();
  return (
    <>
      <Formik initialValues={emptyRegistration} validate={validate} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="account-form">
            <TextField name="email" label={t('common.email')} type="email" autoComplete="email" />
            <TextField
              name="password"
              label={t('common.password')}
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
            <TextField name="name" label={t('register.name')} autoComplete="given-name" />
            <TextField name="lastName" label={t('register.lastName')} autoComplete="family-name" />
            <fieldset className="account-fieldset">
              <legend>{t('register.birthday')}</legend>
              <div className="account-birthday">
                <TextField
                  name="birthday.day"
                  label={t('register.day')}
                  inputMode="numeric"
                  autoComplete="bday-day"
                />
                <TextField
                  name="birthday.month"
                  label={t('register.month')}
                  inputMode="numeric"
                  autoComplete="bday-month"
                />
                <TextField
                  name="birthday.year"
                  label={t('register.year')}
                  inputMode="numeric"
                  autoComplete="bday-year"
                />
              </div>
            </fieldset>
            <p id={profileWhyId} className="account-hint">
              {t('register.profileWhy')}
            </p>
            <RadioGroupField
              className="account-fieldset"
              optionsClassName="account-fieldset__options"
              name="gender"
              legend={t('register.gender')}
              describedBy={profileWhyId}
              options={[
                { value: 'female', label: t('register.female') },
                { value: 'male', label: t('register.male') },
                { value: null, label: t('register.notSaid') },
              ]}
            />
            <RadioGroupField
              className="account-fieldset"
              optionsClassName="account-fieldset__options"
              name="interest"
              legend={t('register.interest')}
              describedBy={profileWhyId}
              options={[
                { value: 'women', label: t('register.women') },
                { value: 'men', label: t('register.men') },
                { value: null, label: t('register.notSaid') },
              ]}
            />
            <CheckboxField name="newsletter" label={t('register.newsletter')} />
            <CheckboxField name="privacy" label={t('register.privacy')} />
            <p className="account-inline-link">
              <Link to={`${localePrefix}/pages/privacy-policy`}>{t('register.privacyLink')}</Link>
            </p>
            <button
              type="submit"
              className="shop-button shop-button--primary"
              disabled={isSubmitting}
            >
              {isSubmitting ? t('register.submitting') : t('register.submit')}
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
          <Link to={`${localePrefix}/login`}>{t('register.login')}</Link>
        </li>
      </ul>
    </>
  );
}
