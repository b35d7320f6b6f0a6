import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { matchShopPath, type Locale } from '@shop/shared';
import { useAppSelector } from '../app/hooks';
import { CartToast } from '../cart-toast/CartToast';
import { CountrySuggestionPopup } from '../country';
import { WidgetBoundary } from '../error-boundary/WidgetBoundary';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { AfterHydration } from '../hydration/AfterHydration';
import { SHELL_NAMESPACE } from '../i18n';
import { MiniCartSidebar } from '../mini-cart/MiniCartSidebar';
import { PageOutlet } from './PageOutlet';
import { ScrollProgress } from '../scroll-progress/ScrollProgress';
import { TopMessageBar } from '../top-bar/TopMessageBar';

/** Scroll progress, top message bar, header, content, footer, country modal and suggestion. */
export function NormalLayout({ locale }: { locale: Locale }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { pathname } = useLocation();
  const rightSidebarOpen = useAppSelector((state) => state.app.openRightSidebar);
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {/* First in the Tab order, as it is on top of the page: keyboard users meet it first. */}
      <AfterHydration>
        <WidgetBoundary name="country suggestion">
          <CountrySuggestionPopup locale={locale} />
        </WidgetBoundary>
      </AfterHydration>
      <ScrollProgress />
      <WidgetBoundary name="top message bar">
        <TopMessageBar locale={locale} />
      </WidgetBoundary>
      <Header locale={locale} />
      <main id="main" className="layout__main" tabIndex={-1}>
        <PageOutlet />
      </main>
      <Footer
        locale={locale}
        showNewsletter={matchShopPath(pathname)?.route.footerNewsletter ?? true}
      />
      <AfterHydration>
        <CartToast locale={locale} concealed={rightSidebarOpen} />
        <WidgetBoundary name="mini-cart">
          <MiniCartSidebar locale={locale} />
        </WidgetBoundary>
      </AfterHydration>
    </div>
  );
}
