import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Locale, ProfileChangeResponse, ProfileResponse } from '@shop/shared';
import { EmailChangeRequest } from '@shop/shared/contracts/schemas';
import { contractFormValidation, TextField } from '@shop/shared/forms';
import { ACCOUNT_NAMESPACE } from '../i18n';
import { changeEmail } from './profile-api';

interface EmailValues {
  email: string;
  currentPassword: string;
}

const EMPTY: EmailValues = { email: '', currentPassword: '' };

/**
 * The account's address and the form to change it: the new one counts once the link sent to it is
 * opened (`useEmailConfirmation`); until then the page says which address waits.
 */
export function EmailSection({
  profile,
  locale,
  onAnswer,
  onFailure,
}: {
  profile: ProfileResponse;
  locale: Locale;
  onAnswer: (answer: ProfileChangeResponse) => void;
  onFailure: (error: unknown) => void;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const toRequest = ({ email, currentPassword }: EmailValues) => ({
    email,
    ...(profile.hasPassword ? { currentPassword } : {}),
    language: locale,
  });
  const submit = async (values: EmailValues, { resetForm }: FormikHelpers<EmailValues>) => {
    try {
      onAnswer(await changeEmail(toRequest(values)));
      resetForm({ values: EMPTY });
    } catch (error) {
      onFailure(error);
    }
  };

  return (
    <section aria-labelledby="profile-email" className="profile-section">
      <h2 id="profile-email">{t('profile.emailTitle')}</h2>
      <p className="profile-email">{t('profile.currentEmail', { email: profile.email })}</p>
      {profile.pendingEmail && (
        <p className="profile-email">
          {t('profile.pendingEmail', { email: profile.pendingEmail })}
        </p>
      )}
      <Formik
        initialValues={EMPTY}
        validate={contractFormValidation(EmailChangeRequest, locale, toRequest)}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="account-form">
            <TextField
              name="email"
              label={t('profile.newEmail')}
              type="email"
              autoComplete="email"
            />
            {profile.hasPassword && (
              <TextField
                name="currentPassword"
                label={t('profile.currentPassword')}
                hint={t('profile.emailPasswordHint')}
                type="password"
                autoComplete="current-password"
              />
            )}
            <button type="submit" className="shop-button" disabled={isSubmitting}>
              {isSubmitting ? t('profile.saving') : t('profile.changeEmail')}
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
