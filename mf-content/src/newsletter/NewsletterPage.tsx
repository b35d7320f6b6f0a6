import { useTranslation } from 'react-i18next';
import { usePageMeta, type RemoteRouteProps } from '@shop/shared';
import { CONTENT_NAMESPACE } from '../i18n';
import { NewsletterBlock } from './NewsletterBlock';

const ALTERNATES = { it: '/pages/newsletter', en: '/en/pages/newsletter' };

/** `/pages/newsletter`: why to sign up (10% off the first order, collection news), then the form. */
export function NewsletterPage({ locale }: RemoteRouteProps<'mf_content'>) {
  const { t } = useTranslation(CONTENT_NAMESPACE, { lng: locale });
  usePageMeta({
    title: t('newsletter.page.title'),
    description: t('newsletter.page.metaDescription'),
    alternates: ALTERNATES,
  });
  const benefits = t('newsletter.page.benefits', { returnObjects: true }) as string[];
  return (
    <article className="content-page newsletter-page">
      <h1>{t('newsletter.page.title')}</h1>
      {benefits.map((benefit) => (
        <p key={benefit}>{benefit}</p>
      ))}
      <NewsletterBlock locale={locale} />
    </article>
  );
}
