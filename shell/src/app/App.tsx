import { useLocation } from 'react-router-dom';
import { ShellErrorBoundary } from '../error-boundary/ShellErrorBoundary';
import { WidgetBoundary } from '../error-boundary/WidgetBoundary';
import { PageFailure } from '../failure/PageFailure';
import { HydratedMarker } from '../hydration/HydratedMarker';
import { PageNavigation } from '../navigation/PageNavigation';
import { AppRoutes } from '../routing/AppRoutes';
import { DocumentHead } from '../seo/DocumentHead';
import '../shell.css';

export function App() {
  const { pathname, search } = useLocation();
  return (
    <>
      <HydratedMarker />
      <WidgetBoundary name="head data">
        <DocumentHead />
      </WidgetBoundary>
      <WidgetBoundary name="page navigation">
        <PageNavigation />
      </WidgetBoundary>
      <ShellErrorBoundary
        name="page"
        resetKey={pathname}
        fallback={<PageFailure href={pathname + search} />}
      >
        <AppRoutes />
      </ShellErrorBoundary>
    </>
  );
}
