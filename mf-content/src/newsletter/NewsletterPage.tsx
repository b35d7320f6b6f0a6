import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta, type RemoteRouteProps } from '@shop/shared';
import { CONTENT_NAMESPACE } from '../i18n';
import { NewsletterBlock } from './NewsletterBlock';
import { NewsletterConfirmation } from './NewsletterConfirmation';

const ALTERNATES = { it: '/pages/newsletter', en: '/en/pages/newsletter' };

/**
 * `/pages/newsletter`: why to sign up (10% off the first order, collection news), then the form.
 * Opened from a confirmation e-mail (`?confirm=<token>`), it first says whether the link worked.
 */
export function NewsletterPage({ locale }: RemoteRouteProps<'mf_content'>) {
  const { t } = useTranslation(CONTENT_NAMESPACE, { lng: locale });
  const [searchParams] = useSearchParams();
  const confirmToken = searchParams.get('confirm');
  usePageMeta({
    title: t('newsletter.page.title'),
    description: t('newsletter.page.metaDescription'),
    alternates: ALTERNATES,
  });
  const benefits = t('newsletter.page.benefits', { returnObjects: true }) as string[];
  return (
    <article className="content-page newsletter-page">
      <h1>{t('newsletter.page.title')}</h1>
      {confirmToken !== null && <NewsletterConfirmation token={confirmToken} locale={locale} />}
      {benefits.map((benefit) => (
        <p key={benefit}>{benefit}</p>
      ))}
      <NewsletterBlock locale={locale} />
    </article>
  );
}
