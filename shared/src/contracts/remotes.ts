import type { ComponentType } from 'react';
import type { Locale } from './locale';

/** Federation names of the remotes the shell composes. */
export const REMOTE_NAMES = ['mf_catalogue', 'mf_checkout', 'mf_account', 'mf_content'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The pages each remote renders. The shell owns the routing table and maps each route to a
 * remote and one of its pages; the remote reads route params with `useParams()`.
 */
export interface RemotePages {
  mf_catalogue: 'category';
  mf_checkout: 'cart';
  mf_account: 'login';
  mf_content: 'home' | 'page';
}

/** Props the shell hands to a remote's exposed `./routes` component. */
export interface RemoteRouteProps<R extends RemoteName = RemoteName> {
  page: RemotePages[R];
  locale: Locale;
  /** Path prefix of the current locale: "" for Italian, "/en" for English. */
  localePrefix: string;
}

/**
 * What a remote exposes as `./routes`. Version 1 of the contract. The shell provides the
 * router, the TanStack Query client and the i18next instance around it.
 */
export interface RemoteRoutesModule<R extends RemoteName = RemoteName> {
  default: ComponentType<RemoteRouteProps<R>>;
}

/** The one module every remote exposes for its pages. */
export const REMOTE_ROUTES_MODULE = './routes';
