import { useTranslation } from 'react-i18next';
import { Spinner, type Locale } from '@shop/shared';
import { CONTENT_NAMESPACE } from '../i18n';
import { confirmationFailureText, useNewsletterConfirmation } from './newsletter-confirmation';
import './newsletter-confirmation.css';

export interface NewsletterConfirmationProps {
  /** The `confirm` parameter of the link in the confirmation e-mail. */
  token: string;
  locale: Locale;
}

/**
 * The result of a confirmation link (double opt-in): the server's confirmation, or, for a link
 * that is invalid or expired, its explanation in red, with the signup form below to ask for a
 * new one.
 */
export function NewsletterConfirmation({ token, locale }: NewsletterConfirmationProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE, { lng: locale });
  const confirmation = useNewsletterConfirmation(token, locale);

  if (confirmation.isPending) {
    return (
      <Spinner label={t('newsletter.confirmation.pending')} className="newsletter-confirmation" />
    );
  }
  if (confirmation.isError || confirmation.data.kind === 'invalid') {
    const message = confirmation.isError
      ? confirmationFailureText(confirmation.error, locale)
      : confirmation.data.message;
    return (
      <p role="alert" className="newsletter-confirmation newsletter-confirmation--failed">
        {message}
      </p>
    );
  }
  return (
    <p role="status" className="newsletter-confirmation newsletter-confirmation--confirmed">
      {confirmation.data.message}
    </p>
  );
}
