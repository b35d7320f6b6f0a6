import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import {
  REMOTE_NAMES,
  type EventBus,
  type Locale,
  type RuntimeConfig,
  type StoreId,
} from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { RuntimeConfigProvider } from '../runtime-config/runtime-config-context';

export const storeOrigins = { it: 'http://it.localhost:8080', intl: 'http://intl.localhost:8080' };

/** Renders `ui` as a page of `store` at `route`, the way the shell does. */
export function renderOnStore(
  ui: ReactElement,
  options: {
    store: StoreId;
    route: string;
    locale: Locale;
    detectedCountry?: string | null;
    detectedCountryNames?: RuntimeConfig['detectedCountryNames'];
    /** The page's bus, for a test that listens before the first render. */
    bus?: EventBus;
  },
) {
  const config: RuntimeConfig = {
    version: 1,
    store: options.store,
    storeOrigins,
    apiBase: '/api',
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        { entry: `http://cdn.localhost/${name}/mf-manifest.json` },
      ]),
    ) as RuntimeConfig['remotes'],
    detectedCountry: options.detectedCountry ?? null,
    ...(options.detectedCountryNames && { detectedCountryNames: options.detectedCountryNames }),
  };
  return renderWithShop(<RuntimeConfigProvider config={config}>{ui}</RuntimeConfigProvider>, {
    route: options.route,
    locale: options.locale,
    ...(options.bus && { bus: options.bus }),
  });
}

/** Shows the router's current URL, to check what the page did to the address bar. */
export function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="current URL">{pathname + search}</output>;
}
