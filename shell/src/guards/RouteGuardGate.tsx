import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner, type Locale, type RouteGuard } from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';
import { decideGuard } from './guard-decision';
import { useAuthSummary } from './use-auth-summary';

/** Renders its route only for shoppers the guard lets through; nothing of the page shows before. */
export function RouteGuardGate({
  guard,
  locale,
  children,
}: {
  guard?: RouteGuard;
  locale: Locale;
  children: ReactNode;
}) {
  const auth = useAuthSummary();
  const { pathname, search } = useLocation();
  const { t } = useTranslation(SHELL_NAMESPACE);
  const decision = decideGuard(guard, auth, pathname, locale, search);

  switch (decision.kind) {
    case 'render':
      return children;
    case 'wait':
      return <Spinner label={t('remote.loading')} />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
  }
}
