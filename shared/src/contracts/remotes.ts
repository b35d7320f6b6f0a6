import type { BusCommandTopic } from './events';
import type { ComponentType } from 'react';
import type { Locale } from './locale';
import type { ProductSummary } from './catalogue';
import type { OrderItem, OrderWithdrawal } from './checkout';

/** Federation names of the remotes the shell composes. */
export const REMOTE_NAMES = ['mf_catalogue', 'mf_checkout', 'mf_account', 'mf_content'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The pages each remote renders. The shell owns the routing table and maps each route to a
 * remote and one of its pages; the remote reads route params with `useParams()`.
 */
export interface RemotePages {
  mf_catalogue: 'category' | 'product' | 'search' | 'wishlist';
  mf_checkout:
    | 'cart'
    | 'checkout'
    | 'checkout-registration-login'
    | 'checkout-payment'
    | 'checkout-review'
    | 'checkout-success'
    | 'checkout-error';
  mf_account:
    | 'login'
    | 'lost-password'
    | 'register'
    | 'reset-password'
    | 'account'
    | 'account-addresses'
    | 'account-profile'
    | 'account-orders'
    | 'account-order'
    | 'order-receipt'
    | 'account-delete'
    | 'account-deleted';
  mf_content:
    | 'home'
    | 'page'
    | 'newsletter'
    | 'career'
    | 'store-locator'
    | 'blog'
    | 'blog-post'
    | 'care-guide'
    | 'brand';
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

/** Fragments a remote exposes for other teams to place in their pages, and their props. */
export interface RemoteFragments {
  mf_catalogue: {
    /** A titled, sideways-scrolling row of product tiles (the home page's carousel). */
    './product-carousel': ProductCarouselProps;
    /** One product tile: picture, name, price with its 30-day lowest price, colours. */
    './product-tile': ProductTileProps;
    /** The header's search field, with suggestions as the shopper types. */
    './search-box': SearchBoxProps;
  };
  mf_account: {
    /**
     * An order's "withdraw from contract here" function (EU Directive 2023/2673), with its
     * confirmation step: on the account's order page, and on the checkout's order page for
     * whoever holds the e-mailed link (a guest).
     */
    './order-withdrawal': OrderWithdrawalProps;
  };
  mf_checkout: {
    /** The right-hand mini-cart: the cart's lines and totals, and the ways to the cart and checkout. */
    './mini-cart': MiniCartProps;
  };
  mf_content: {
    /** The newsletter signup block of the footer and the newsletter page. */
    './newsletter-block': { locale: Locale };
  };
}

/** Props of the checkout's mini-cart. It reads the cart the checkout's cart service keeps. */
export interface MiniCartProps {
  locale: Locale;
  /** "" for Italian, "/en" for English. */
  localePrefix: string;
}

/**
 * Props of the catalogue's product pieces. They take the products as data (from the catalogue
 * API, `ProductSummary`), so a page of another team never makes the catalogue fetch for it.
 */
export interface ProductCarouselProps {
  products: readonly ProductSummary[];
  /** The carousel's visible heading. */
  title: string;
  locale: Locale;
  /** "" for Italian, "/en" for English. */
  localePrefix: string;
  /**
   * The carousel is in the first screen (the home): its first picture loads at once, with high
   * priority, as the page's largest paint (the server preloads it).
   */
  priority?: boolean;
}

export interface ProductTileProps {
  product: ProductSummary;
  locale: Locale;
  localePrefix: string;
  /** The tile is in the first screenful: its picture loads at once, with high priority. */
  priority?: boolean;
  /**
   * Where the picture waits for the page to be idle (unless on screen): every screen (`true`, the
   * default for a tile without `priority`), none (`false`), or those a media query matches, for a
   * tile in a wide screen's first screen but below a phone's.
   */
  afterIdle?: boolean | string;
  /** Heading level of the product's name (default 2), so the tile fits the page's outline. */
  headingLevel?: 2 | 3;
  /**
   * Colour codes the listing is filtered by: the tile shows the product's first of them (its
   * picture) and links to the product page with that colour chosen.
   */
  colours?: readonly string[];
}

export interface OrderWithdrawalProps {
  /** The order's public number. */
  orderId: string;
  /** Where the acknowledgement goes: the order's e-mail address. */
  email: string;
  withdrawal: OrderWithdrawal;
  /**
   * The order's lines, for the shopper to choose what she sends back. Left out (a host older than
   * this field), the withdrawal covers the whole order.
   */
  items?: readonly OrderItem[];
  locale: Locale;
  /**
   * The order's access token (the e-mailed link's `?access=`): withdraws through it. Without one
   * the signed-in customer's account withdraws.
   */
  accessToken: string | null;
  /** Heading level of the function's title (default 2), so it fits the page's outline. */
  headingLevel?: 2 | 3;
  /** Called with the order's new withdrawal state once the shop has received it. */
  onWithdrawn?: (withdrawal: OrderWithdrawal) => void;
}

export interface SearchBoxProps {
  locale: Locale;
  /** "" for Italian, "/en" for English. */
  localePrefix: string;
  /** What the field starts with: what the shopper had typed before it loaded, or the page's query. */
  initialQuery?: string;
  /** Take the focus on mounting (the shopper was already in the field, or opened it). */
  autoFocus?: boolean;
}

export type RemoteFragmentModule<P> = { default: ComponentType<P> };

/**
 * A service a remote runs for the whole page once the page needs it (the cart service owns the
 * cart, carries out `checkout:add-to-cart` and publishes `checkout:cart`). `start` returns a
 * function that stops it.
 */
export interface RemoteServiceModule {
  start(): () => void;
}

/**
 * The remotes' page-wide services, by remote and exposed module, and the commands each carries
 * out. The shell starts one when a page of its remote is shown or when one of its commands is
 * published (it then hands the command over); until then the server's snapshot of the shopper
 * (`InlinePageData.shopper`) stands for the state the service would publish.
 */
export const REMOTE_SERVICES = [
  { remote: 'mf_account', module: './auth-service', commands: ['account:log-out'] },
  {
    remote: 'mf_catalogue',
    module: './wishlist-service',
    commands: [],
    /** The catalogue's pages keep the wishlist themselves (the hearts); only a sign-in starts it. */
    startsWithPages: false,
  },
  {
    remote: 'mf_checkout',
    module: './cart-service',
    commands: [
      'checkout:add-to-cart',
      'checkout:clear-cart',
      'checkout:reorder',
      'checkout:receive-cart',
    ],
    /**
     * Where the service answers a command that carries a `commandId`: when the service cannot
     * start, the shell answers there for it (refused), so no sender waits for nothing.
     */
    answersOn: 'checkout:cart-notification',
  },
] as const satisfies readonly {
  remote: RemoteName;
  module: string;
  commands: readonly BusCommandTopic[];
  answersOn?: 'checkout:cart-notification';
  startsWithPages?: false;
}[];
