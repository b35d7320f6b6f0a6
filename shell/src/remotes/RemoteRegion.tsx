import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner, type RemoteName, type RemoteRouteProps } from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';
import { forgetRemoteRoutes, lazyRemoteRoutes } from './lazy-remote-routes';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** The one place a remote is rendered: loading spinner, fallback with retry, owner in the DOM. */
export function RemoteRegion(props: RemoteRouteProps & { remote: RemoteName }) {
  const { remote, ...routeProps } = props;
  const { pathname } = useLocation();
  const { t } = useTranslation(SHELL_NAMESPACE);
  // Bumped on retry so this region renders again and picks up a fresh lazy component.
  const [, setAttempt] = useState(0);
  const Routes = lazyRemoteRoutes(remote);

  const forget = () => {
    forgetRemoteRoutes(remote);
    setAttempt((attempt) => attempt + 1);
  };

  return (
    <div className="remote-region" data-boundary={remote}>
      <RemoteErrorBoundary
        resetKey={pathname}
        onReset={forget}
        fallback={(retry) => (
          <div className="remote-region__fallback" role="alert">
            <p>{t('remote.unavailable')}</p>
            <button type="button" onClick={retry}>
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
