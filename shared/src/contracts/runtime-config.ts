import type { AuthSummary, CartSummary, WishlistSummary } from './events';
import type { Locale } from './locale';
import type { PageMeta } from './page-meta';
import type { RemoteName } from './remotes';
import type { StoreId } from './stores';

/** Where one remote lives: the URL of its federation manifest (`mf-manifest.json`). */
export interface RemoteLocation {
  entry: string;
  /**
   * The remote's `remoteEntry.js`, as its manifest named it when the server wrote this page; the
   * page preloads it, so the shell loads it directly instead of fetching the manifest first.
   * Absent when the server could not read the manifest.
   */
  script?: string;
  /**
   * The `@shop/shared` contract version that manifest declared (`metaData.shopContractVersion`).
   * The shell uses `script` only when it can run that version; otherwise it loads the manifest,
   * where the version is checked before any of the remote's code runs.
   */
  contractVersion?: string;
}

/**
 * Runtime configuration of the page, written by the server into the HTML document
 * (`<script id="shop-runtime-config" type="application/json">`) from its environment.
 * The shell reads remote locations only from here, never from build-time constants.
 */
export interface RuntimeConfig {
  version: 1;
  /** The store this page belongs to, from the request's host. */
  store: StoreId;
  /** Public origins of both stores, e.g. { it: "http://it.localhost:8080", intl: "http://intl.localhost:8080" }. */
  storeOrigins: Record<StoreId, string>;
  /** Base path of the API, "/api". */
  apiBase: string;
  remotes: Record<RemoteName, RemoteLocation>;
  /** Two-letter country detected from the CDN header or Accept-Language, if any. */
  detectedCountry: string | null;
  /**
   * That country's name in each of the shop's languages ("US" → Stati Uniti, United States),
   * written by the server so the page does not load the browser's region names (about 60 ms of
   * main thread on their first use) to show the store suggestion. Absent when no country is known.
   */
  detectedCountryNames?: Record<Locale, string>;
  /**
   * The OpenID Connect providers the login and registration pages offer ("Continue with …"):
   * those of the server's `OIDC_PROVIDERS` that name an authorization endpoint. Absent or empty:
   * no social login button.
   */
  socialLogin?: SocialLoginProvider[];
}

/** What the browser needs to send a shopper to a provider and back with an ID token. */
export interface SocialLoginProvider {
  /** The provider's name in `OIDC_PROVIDERS`, sent back as `SocialLoginRequest.provider`. */
  name: string;
  /** Shown on the button: "Continue with {label}". */
  label: string;
  /** The provider's OAuth 2.0 authorization endpoint (https). */
  authorizationEndpoint: string;
  /** The shop's client id at the provider. */
  clientId: string;
  /**
   * `form_post`: the provider answers by a POST to `oidcFormPostPath(locale)`, which hands the
   * answer to the login page; absent: in the login page's query.
   */
  responseMode?: 'form_post';
}

/** Where a provider answering by `form_post` sends the shopper back (a path on the store). */
export const oidcFormPostPath = (locale: Locale) => `/api/auth/oidc/form-post/${locale}`;

export const RUNTIME_CONFIG_ELEMENT_ID = 'shop-runtime-config';
/** Placeholder in the shell's built index.html that the server replaces with the JSON config. */
export const RUNTIME_CONFIG_PLACEHOLDER = '__SHOP_RUNTIME_CONFIG__';

export const PAGE_DATA_ELEMENT_ID = 'shop-page-data';

/**
 * Data the server inlines into a page (`<script id="shop-page-data" type="application/json">`),
 * each under the TanStack Query key its components read, so the first render asks the API for
 * nothing.
 */
export interface InlinePageData {
  queries: { queryKey: readonly unknown[]; data: unknown }[];
  /**
   * Who the shopper is and what their cart holds as the server saw it while making the page, so
   * the header is right at once and the account and checkout services need not load on pages
   * that do not use them. The shell seeds `account:auth` and `checkout:cart` with it.
   */
  shopper?: ShopperSnapshot;
  /**
   * The page in the other language, as the server resolved it (a category's or a post's own path
   * there): the language switch is right from the first byte, before the page's script publishes
   * the same on `shell:page-meta`.
   */
  languages?: PageLanguages;
}

/** What the language switch needs of a page's head data. */
export type PageLanguages = Pick<PageMeta, 'path' | 'alternates' | 'notFound'>;

/** The shopper's state topics as the server knows them when it answers a page. */
export interface ShopperSnapshot {
  auth: AuthSummary;
  cart: CartSummary;
  /** Absent from a server older than the wishlist. */
  wishlist?: WishlistSummary;
}
