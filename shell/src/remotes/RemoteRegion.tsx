import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  REMOTE_ROUTES_MODULE,
  Spinner,
  useBusState,
  type RemoteName,
  type RemoteRouteProps,
} from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { startServiceForPage } from '../services/remote-services';
import { RemoteBoundary } from './RemoteBoundary';

/** A page region owned by a remote, marked with its owner; the shell's 404 when the remote finds nothing. */
export function RemoteRegion(props: RemoteRouteProps & { remote: RemoteName }) {
  const { remote, ...routeProps } = props;
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { pathname } = useLocation();
  const meta = useBusState('shell:page-meta');
  // A remote's pages rely on its page-wide service (the account pages on auto-login, the cart
  // page on the cart service): it starts with them rather than on every page.
  useEffect(() => void startServiceForPage(remote), [remote]);

  if (meta?.notFound && meta.path === pathname)
    return <NotFoundPage localePrefix={routeProps.localePrefix} />;

  return (
    <div className="remote-region" data-boundary={remote}>
      <RemoteBoundary
        remote={remote}
        exposed={REMOTE_ROUTES_MODULE}
        props={routeProps}
        loading={<Spinner label={t('remote.loading')} />}
        fallback={(retry) => (
          <div className="remote-region__fallback" role="alert">
            <p>{t('remote.unavailable')}</p>
            <button type="button" onClick={retry}>
              {t('remote.retry')}
            </button>
          </div>
        )}
      />
    </div>
  );
}
