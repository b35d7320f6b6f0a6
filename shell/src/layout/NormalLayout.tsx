import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@shop/shared';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { SHELL_NAMESPACE } from '../i18n';

export function NormalLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header locale={locale} />
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      <Footer locale={locale} />
    </div>
  );
}
