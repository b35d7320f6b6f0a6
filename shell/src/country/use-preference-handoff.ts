import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { localeFromPath, toSafeShopPath } from '@shop/shared';
import { takePreferenceHandoff } from './country-choice';
import { savePreference } from './use-preference';

/**
 * Adopts a preference handed over by the other store in the URL (`?preference=FR`): stores it on
 * this host and removes it from the address bar (a crafted path is replaced by the home page).
 */
export function usePreferenceHandoff(): void {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const handoff = takePreferenceHandoff(search);
    if (handoff.search === search) return;
    if (handoff.code) savePreference(handoff.code);
    const safePathname = toSafeShopPath(pathname, localeFromPath(pathname));
    void navigate(
      { pathname: safePathname, search: handoff.search, hash },
      { replace: true, state },
    );
  }, [pathname, search, hash, state, navigate]);
}
