import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Provider } from 'react-redux';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  CONSENT_TEXT_VERSIONS,
  formatDate,
  usePageMeta,
  type ProfileChangeResponse,
  type ProfileResponse,
  type RemoteRouteProps,
} from '@shop/shared';
import { PasswordChangeRequest, ProfileNameRequest } from '@shop/shared/contracts/schemas';
import { contractFormValidation, TextField } from '@shop/shared/forms';
import { failureMessage } from '../api/failure-message';
import { nameChanged } from '../auth/auth-slice';
import { getAuthStore } from '../auth/auth-store';
import { useAuthDispatch } from '../auth/use-auth';
import { ACCOUNT_NAMESPACE } from '../i18n';
import type { AccountPageProps } from '../login/LoginPage';
import { EmailSection } from './EmailSection';
import { changePassword, profileQuery, saveName, setNewsletter } from './profile-api';
import { useEmailConfirmation } from './use-email-confirmation';
import '../forms/forms.css';
import './profile.css';

export function ProfilePage({ store = getAuthStore(), ...props }: AccountPageProps) {
  return (
    <Provider store={store}>
      <ProfileView {...props} />
    </Provider>
  );
}

interface PasswordValues {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

const NO_PASSWORD: PasswordValues = { currentPassword: '', password: '', passwordConfirmation: '' };

/**
 * `/account/profile` (issue 30): the customer's name, password and newsletter, and the log of
 * their consents. Each change answers with the profile as it now is; the shell's guard lets only
 * a signed-in customer in.
 */
function ProfileView({ locale, localePrefix }: RemoteRouteProps<'mf_account'>) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta({
    title: t('profile.title'),
    alternates: { it: '/account/profile', en: '/en/account/profile' },
  });
  const dispatch = useAuthDispatch();
  const query = useQuery(profileQuery());
  const [changed, setChanged] = useState<ProfileResponse | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const profile = changed ?? query.data ?? null;

  const answered = ({ message, profile: next }: ProfileChangeResponse) => {
    setChanged(next);
    setFailure('');
    setStatus(message);
  };
  const failed = (error: unknown) => {
    setStatus('');
    setFailure(failureMessage(error, locale));
  };

  const newsletter = useMutation({ mutationFn: setNewsletter });
  useEmailConfirmation(locale, (outcome) => {
    if ('message' in outcome) {
      setFailure('');
      setStatus(outcome.message);
      setChanged(null);
      void query.refetch();
    } else {
      failed(outcome.error);
    }
  });

  const submitName = async (values: { name: string; lastName: string }) => {
    try {
      const answer = await saveName({ ...values, language: locale });
      answered(answer);
      // The header greets the customer by the saved name.
      dispatch(nameChanged({ name: answer.profile.name, lastName: answer.profile.lastName }));
    } catch (error) {
      failed(error);
    }
  };
  const submitPassword = async (
    values: PasswordValues,
    { resetForm }: FormikHelpers<PasswordValues>,
  ) => {
    try {
      answered(await changePassword({ ...values, language: locale }));
      resetForm({ values: NO_PASSWORD });
    } catch (error) {
      failed(error);
    }
  };
  const toggleNewsletter = async (subscribe: boolean) => {
    try {
      answered(
        await newsletter.mutateAsync({
          subscribe,
          textVersion: CONSENT_TEXT_VERSIONS.newsletter,
          language: locale,
        }),
      );
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div className="shop-page account-page profile-page">
      <h1>{t('profile.title')}</h1>
      <p role="status" className="shop-message shop-message--success">
        {status}
      </p>
      <p role="alert" className="shop-message shop-message--error">
        {failure || (query.isError ? failureMessage(query.error, locale) : '')}
      </p>
      {!profile ? (
        query.isPending && <p>{t('profile.loading')}</p>
      ) : (
        <>
          <section aria-labelledby="profile-name" className="profile-section">
            <h2 id="profile-name">{t('profile.nameTitle')}</h2>
            <Formik
              initialValues={{ name: profile.name, lastName: profile.lastName }}
              enableReinitialize
              validate={contractFormValidation(
                ProfileNameRequest,
                locale,
                (values: { name: string; lastName: string }) => ({ ...values, language: locale }),
              )}
              onSubmit={submitName}
            >
              {({ isSubmitting }) => (
                <Form noValidate className="account-form">
                  <TextField name="name" label={t('register.name')} autoComplete="given-name" />
                  <TextField
                    name="lastName"
                    label={t('register.lastName')}
                    autoComplete="family-name"
                  />
                  <button type="submit" className="shop-button" disabled={isSubmitting}>
                    {isSubmitting ? t('profile.saving') : t('profile.saveName')}
                  </button>
                </Form>
              )}
            </Formik>
          </section>

          <EmailSection profile={profile} locale={locale} onAnswer={answered} onFailure={failed} />

          <section aria-labelledby="profile-password" className="profile-section">
            <h2 id="profile-password">{t('profile.passwordTitle')}</h2>
            {profile.hasPassword ? (
              <Formik
                initialValues={NO_PASSWORD}
                validate={contractFormValidation(
                  PasswordChangeRequest,
                  locale,
                  (values: PasswordValues) => ({ ...values, language: locale }),
                )}
                onSubmit={submitPassword}
              >
                {({ isSubmitting }) => (
                  <Form noValidate className="account-form">
                    <TextField
                      name="currentPassword"
                      label={t('profile.currentPassword')}
                      type="password"
                      autoComplete="current-password"
                    />
                    <TextField
                      name="password"
                      label={t('profile.newPassword')}
                      hint={t('profile.passwordHint')}
                      type="password"
                      autoComplete="new-password"
                    />
                    <TextField
                      name="passwordConfirmation"
                      label={t('profile.confirmPassword')}
                      type="password"
                      autoComplete="new-password"
                    />
                    <button type="submit" className="shop-button" disabled={isSubmitting}>
                      {isSubmitting ? t('profile.saving') : t('profile.changePassword')}
                    </button>
                  </Form>
                )}
              </Formik>
            ) : (
              <p>
                {t('profile.noPassword')}{' '}
                <Link to={`${localePrefix}/login/lost-password`}>{t('profile.setPassword')}</Link>
              </p>
            )}
          </section>

          <section aria-labelledby="profile-newsletter" className="profile-section">
            <h2 id="profile-newsletter">{t('profile.newsletterTitle')}</h2>
            <p>{t(NEWSLETTER_TEXT[profile.newsletter])}</p>
            {profile.newsletter === 'subscribed' ? (
              <button
                type="button"
                className="shop-button"
                disabled={newsletter.isPending}
                onClick={() => void toggleNewsletter(false)}
              >
                {t('profile.unsubscribe')}
              </button>
            ) : (
              <>
                <p className="profile-consent-words">{t('register.newsletter')}</p>
                <button
                  type="button"
                  className="shop-button"
                  disabled={newsletter.isPending}
                  onClick={() => void toggleNewsletter(true)}
                >
                  {t('profile.subscribe')}
                </button>
                {profile.newsletter === 'awaiting-confirmation' && (
                  <button
                    type="button"
                    className="shop-button profile-secondary"
                    disabled={newsletter.isPending}
                    onClick={() => void toggleNewsletter(false)}
                  >
                    {t('profile.unsubscribe')}
                  </button>
                )}
              </>
            )}
          </section>

          <section aria-labelledby="profile-consents" className="profile-section">
            <h2 id="profile-consents">{t('profile.consentsTitle')}</h2>
            <p>{t('profile.consentsIntro')}</p>
            <ul className="profile-consents">
              {profile.consents.map((consent) => (
                <li key={`${consent.kind}-${consent.recordedAt}-${String(consent.granted)}`}>
                  {t('profile.consentLine', {
                    what: t(
                      consent.kind === 'privacy'
                        ? 'profile.consentPrivacy'
                        : 'profile.consentNewsletter',
                    ),
                    state: t(consent.granted ? 'profile.granted' : 'profile.withdrawn'),
                    date: formatDate(consent.recordedAt, locale),
                    version: consent.textVersion,
                  })}
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}

const NEWSLETTER_TEXT = {
  subscribed: 'profile.subscribed',
  'awaiting-confirmation': 'profile.awaiting',
  'not-subscribed': 'profile.notSubscribed',
} as const;
