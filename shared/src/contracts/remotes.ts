import type { ComponentType } from 'react';
import type { Locale } from './locale';

/** Federation names of the remotes the shell composes. */
export const REMOTE_NAMES = ['mf_catalogue', 'mf_checkout', 'mf_account', 'mf_content'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Props the shell hands to every route module a remote exposes. */
export interface RemoteRouteProps {
  locale: Locale;
  /** Path prefix of the current locale: "" for Italian, "/en" for English. */
  localePrefix: string;
}

/** The shape of a remote's exposed `./routes` module. Version 1 of the contract. */
export interface RemoteRoutesModule {
  default: ComponentType<RemoteRouteProps>;
}
