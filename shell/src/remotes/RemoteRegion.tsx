import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner, type RemoteName, type RemoteRouteProps } from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';
import { loadRemoteRoutes } from './load-remote-routes';
import { RemoteErrorBoundary } from './remote-error-boundary';

type RoutesComponent = ComponentType<RemoteRouteProps>;

// One lazy component per remote for the page's lifetime, so a region that mounts again does not
// suspend again; a failed load is forgotten so the next visit retries.
const lazyRoutes = new Map<RemoteName, LazyExoticComponent<RoutesComponent>>();

function routesOf(remote: RemoteName): LazyExoticComponent<RoutesComponent> {
  let routes = lazyRoutes.get(remote);
  if (!routes) {
    routes = lazy(() =>
      loadRemoteRoutes(remote).catch((error: unknown) => {
        lazyRoutes.delete(remote);
        throw error;
      }),
    ) as LazyExoticComponent<RoutesComponent>;
    lazyRoutes.set(remote, routes);
  }
  return routes;
}

export function RemoteRegion(props: RemoteRouteProps & { remote: RemoteName }) {
  const { remote, ...routeProps } = props;
  const { pathname } = useLocation();
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [, setAttempt] = useState(0);
  const retry = () => {
    lazyRoutes.delete(remote);
    setAttempt((attempt) => attempt + 1);
  };
  const Routes = routesOf(remote);

  return (
    <div className="remote-region" data-boundary={remote}>
      <RemoteErrorBoundary
        resetKey={pathname}
        onReset={() => lazyRoutes.delete(remote)}
        fallback={(retryNow) => (
          <div className="remote-region__fallback" role="alert">
            <p>{t('remote.unavailable')}</p>
            <button
              type="button"
              onClick={() => {
                retry();
                retryNow();
              }}
            >
              {t('remote.retry')}
            </button>
          </div>
        )}
      >
        <Suspense fallback={<Spinner label={t('remote.loading')} />}>
          <Routes {...routeProps} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
