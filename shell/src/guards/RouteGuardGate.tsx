import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner, type RouteGuard } from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';
import { decideGuard } from './guard-decision';
import { useAuthSummary } from './use-auth-summary';

/** Renders its route only for shoppers the guard lets through; nothing of the page shows before. */
export function RouteGuardGate({
  guard,
  localePrefix,
  children,
}: {
  guard?: RouteGuard;
  localePrefix: string;
  children: ReactNode;
}) {
  const auth = useAuthSummary();
  const { pathname } = useLocation();
  const { t } = useTranslation(SHELL_NAMESPACE);
  const decision = decideGuard(guard, auth, pathname, localePrefix);

  switch (decision.kind) {
    case 'render':
      return children;
    case 'wait':
      return <Spinner label={t('remote.loading')} />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
  }
}
