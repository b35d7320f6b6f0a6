import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { footerColumnsFor, localePrefix, type Locale } from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';
import { RemoteFragment } from '../remotes/RemoteFragment';
import { useNearViewport } from './use-near-viewport';

const SOCIAL_LINKS = [
  { label: 'Instagram', url: 'https://www.instagram.com/' },
  { label: 'Facebook', url: 'https://www.facebook.com/' },
  { label: 'Pinterest', url: 'https://www.pinterest.com/' },
];

export function Footer({ locale, showNewsletter }: { locale: Locale; showNewsletter: boolean }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  // The block (mf-content's form code, formik and yup) loads when the shopper nears the footer,
  // not with every page; its box keeps its height meanwhile.
  const newsletter = useNearViewport('100px');
  return (
    <footer className="footer">
      {showNewsletter && (
        <div ref={newsletter.ref} className="footer__newsletter">
          {newsletter.near && (
            <RemoteFragment remote="mf_content" module="./newsletter-block" props={{ locale }} />
          )}
        </div>
      )}
      <div className="footer__columns">
        {footerColumnsFor(locale).map((column) => (
          <section key={column.id} aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`} className="footer__title">
              {t(`footer.${column.id}`)}
            </h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path}>{t(link.labelKey)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="footer__bottom">
        <ul className="footer__social" aria-label={t('footer.social')}>
          {SOCIAL_LINKS.map((social) => (
            <li key={social.label}>
              <a href={social.url} rel="noopener noreferrer">
                {social.label}
              </a>
            </li>
          ))}
        </ul>
        <Link to={`${localePrefix(locale)}/pages/newsletter`}>{t('footer.newsletter')}</Link>
        <p>{t('footer.customerService')}</p>
        <p>{t('footer.company')}</p>
      </div>
    </footer>
  );
}
