import { useId, useRef, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localizePath, type Locale } from '@shop/shared';
import { NewsletterSignupRequest } from '@shop/shared/contracts/schemas';
import { contractFormValidation } from '@shop/shared/forms';
import { CONTENT_NAMESPACE } from '../i18n';
import { EmailField, JUST_SUBSCRIBED, PrivacyConsentField } from './newsletter-fields';
import {
  signUpForNewsletter,
  signupRequestOf,
  type NewsletterFormFields,
  type SignupOutcome,
} from './newsletter-signup';
import { useScrollIntoView } from './use-scroll-into-view';
import './newsletter-block.css';

export interface NewsletterBlockProps {
  locale: Locale;
}

const EMPTY_FORM: NewsletterFormFields = { email: '', privacy: false };

/**
 * The newsletter signup (spec §4): e-mail and privacy consent, validated as they change. Success
 * shows the server's confirmation, empties the form and scrolls to the message; a failure shows
 * the server's text in red above the form and keeps what was typed. Its colours inherit, so it
 * reads in the dark footer and on a light page alike.
 */
export function NewsletterBlock({ locale }: NewsletterBlockProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE, { lng: locale });
  const id = useId();
  const [outcome, setOutcome] = useState<SignupOutcome>({ kind: 'idle' });
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  useScrollIntoView(confirmationRef, outcome.kind === 'subscribed' ? outcome : null);

  const validate = contractFormValidation<NewsletterFormFields>(
    NewsletterSignupRequest,
    locale,
    (values) => signupRequestOf(values, locale),
  );

  const submit = async (
    values: NewsletterFormFields,
    { resetForm }: FormikHelpers<NewsletterFormFields>,
  ) => {
    setOutcome({ kind: 'idle' });
    const result = await signUpForNewsletter(values, locale);
    if (result.kind === 'subscribed') resetForm({ status: JUST_SUBSCRIBED });
    setOutcome(result);
  };

  // The last answer was about the address that was there: editing it makes that answer stale.
  const clearOutcome = () => {
    if (outcome.kind !== 'idle') setOutcome({ kind: 'idle' });
  };

  const titleId = `${id}-title`;
  return (
    <section className="newsletter-block" aria-labelledby={titleId}>
      <h2 id={titleId} className="newsletter-block__title">
        {t('newsletter.block.title')}
      </h2>
      <p className="newsletter-block__intro">{t('newsletter.block.intro')}</p>
      {/* Always in the page, so screen readers announce the confirmation when it arrives. */}
      <p ref={confirmationRef} role="status" className="newsletter-block__confirmation">
        {outcome.kind === 'subscribed' ? outcome.message : null}
      </p>
      {outcome.kind === 'failed' && (
        <p role="alert" className="newsletter-block__error">
          {outcome.message}
        </p>
      )}
      <Formik initialValues={EMPTY_FORM} validate={validate} validateOnChange onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="newsletter-block__form" aria-labelledby={titleId}>
            <EmailField
              id={`${id}-email`}
              label={t('newsletter.block.email')}
              onEdit={clearOutcome}
            />
            <PrivacyConsentField
              id={`${id}-privacy`}
              label={
                <Trans
                  t={t}
                  i18nKey="newsletter.block.privacy"
                  // Not "link": i18next parses <link> as the void HTML element.
                  components={{
                    policy: <Link to={localizePath('/pages/privacy-policy', locale)} />,
                  }}
                />
              }
            />
            <button type="submit" className="newsletter-block__submit" disabled={isSubmitting}>
              {isSubmitting ? t('newsletter.block.submitting') : t('newsletter.block.submit')}
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
