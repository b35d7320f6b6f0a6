import type { Locale } from '../contracts/locale';
import type { RemoteName, RemotePages } from '../contracts/remotes';

/** The slim auth/checkout layout or the normal one (spec §2, shell layouts). */
export type LayoutKind = 'normal' | 'auth';

/**
 * What a route does with a shopper before showing the page (spec §4, route guards):
 * - `redirect-customer`: a signed-in customer (not a guest) goes to the login redirect target;
 * - `redirect-signed-in`: anyone signed in, customer or guest, goes there;
 * - `require-customer`: visitors and guests go to /login once auth has answered.
 */
export type RouteGuard = 'redirect-customer' | 'redirect-signed-in' | 'require-customer';

/** The footer's link columns (spec §2, footer). */
export type FooterColumnId = 'help' | 'about' | 'discover' | 'legal';

/** A footer link to a route: `splat` fills the route's `*` (e.g. "faq" for /pages/*). */
export interface FooterPlacement {
  column: FooterColumnId;
  /** Key of the link text in the shell's texts, e.g. "footer.faq". */
  labelKey: string;
  splat?: string;
  /** Shown to Italian-language shoppers only (spec §2: funding document, legal column). */
  italianOnly?: boolean;
  /** Position inside its column. */
  order: number;
}

interface RouteFields {
  /** Unique name of the route, e.g. "category" or "care-guide-item". */
  id: string;
  /**
   * Path pattern below the locale root, per locale it exists in: "" for the root, `:name` for a
   * segment, a trailing `*` for the rest. The care guide is "curadelcapo" in Italian and
   * "careguide" in English.
   */
  paths: Partial<Record<Locale, string>>;
  layout: LayoutKind;
  guard?: RouteGuard;
  /**
   * Whether the server renders the page itself, not only the frame around it: the pages that
   * look the same to every shopper and whose data the server resolves (home, listings, search,
   * products, content). One shopper's own pages (cart, checkout, account) render in the browser.
   */
  serverRendered: boolean;
  /** Whether the country suggestion popup may open here (spec §4: not on news, care guide, account). */
  suggestsStore: boolean;
  /** Whether search engines may index it: private and transactional pages say no (robots.txt). */
  indexable: boolean;
  /** Whether the normal layout's footer shows the newsletter block (not on the newsletter page). */
  footerNewsletter: boolean;
  footerLinks?: readonly FooterPlacement[];
  /**
   * For a page whose slug differs per language (a news post, a care-guide page): the route to fall
   * back to in the other language when the page has not said its own alternate.
   */
  listRouteId?: string;
  /** The document title before the page's remote says more, and for crawlers. */
  title: Record<Locale, string>;
  /** Head data of a route whose page has no data of its own to describe it. */
  description?: Record<Locale, string>;
  keywords?: Record<Locale, readonly string[]>;
}

/** One route of the shop, owned by the remote that renders it. */
export type ShopRoute = {
  [R in RemoteName]: RouteFields & { remote: R; page: RemotePages[R] };
}[RemoteName];

const everywhere = (path: string): Record<Locale, string> => ({ it: path, en: path });

const page = {
  layout: 'normal',
  suggestsStore: true,
  indexable: true,
  footerNewsletter: true,
  serverRendered: true,
} as const;
const privatePage = { ...page, indexable: false, serverRendered: false } as const;
const quietPage = { ...page, suggestsStore: false } as const;
const authPage = { ...privatePage, layout: 'auth', footerNewsletter: false } as const;

/**
 * The shop's routes (spec §2): the one place that says which paths exist, in which locale, who
 * renders them, in which layout, behind which guard, whether the store suggestion or search
 * engines may see them and where the footer links to them. The shell's router, the server's 404s,
 * head data and preloads, robots.txt, the footer and the language switch all derive from it.
 */
export const ROUTE_TABLE = [
  {
    ...page,
    id: 'home',
    paths: everywhere(''),
    remote: 'mf_content',
    page: 'home',
    guard: 'redirect-customer',
    title: { it: 'Aurelia', en: 'Aurelia' },
    description: {
      it: 'Capi sartoriali in tessuti naturali, disegnati in Italia. Spedizione gratuita da 250 €.',
      en: 'Tailored garments in natural fabrics, designed in Italy. Free shipping from €250.',
    },
    keywords: {
      it: ['moda italiana', 'abbigliamento uomo', 'abbigliamento donna', 'tessuti naturali'],
      en: ['Italian fashion', 'menswear', 'womenswear', 'natural fabrics'],
    },
  },

  {
    ...page,
    id: 'category',
    paths: everywhere('categories/*'),
    remote: 'mf_catalogue',
    page: 'category',
    title: { it: 'Catalogo', en: 'Catalogue' },
  },
  {
    ...page,
    id: 'product',
    paths: everywhere('products/*'),
    remote: 'mf_catalogue',
    page: 'product',
    title: { it: 'Prodotto', en: 'Product' },
  },

  {
    // Results change with the stock and every query would be a page: no search engine indexes them.
    ...privatePage,
    // The same results for everyone, resolved by the server: rendered there, not indexed.
    serverRendered: true,
    id: 'search',
    paths: { it: 'cerca', en: 'search' },
    remote: 'mf_catalogue',
    page: 'search',
    title: { it: 'Cerca', en: 'Search' },
  },

  {
    // One shopper's list, read in the browser (a visitor's is kept in it).
    ...privatePage,
    id: 'wishlist',
    paths: everywhere('wishlist'),
    remote: 'mf_catalogue',
    page: 'wishlist',
    title: { it: 'Lista dei desideri', en: 'Wishlist' },
  },
  {
    ...privatePage,
    id: 'cart',
    paths: everywhere('cart'),
    remote: 'mf_checkout',
    page: 'cart',
    title: { it: 'Carrello', en: 'Cart' },
  },
  {
    ...authPage,
    id: 'checkout',
    paths: everywhere('checkout'),
    remote: 'mf_checkout',
    page: 'checkout',
    title: { it: 'Checkout', en: 'Checkout' },
  },
  {
    ...authPage,
    id: 'checkout-registration-login',
    paths: everywhere('checkout/registrationLogin'),
    remote: 'mf_checkout',
    page: 'checkout-registration-login',
    guard: 'redirect-signed-in',
    title: { it: 'Ospite o registrato', en: 'Guest or registered' },
  },
  {
    ...authPage,
    id: 'checkout-payment',
    paths: everywhere('checkout/payment'),
    remote: 'mf_checkout',
    page: 'checkout-payment',
    title: { it: 'Spedizione e pagamento', en: 'Shipping and payment' },
  },
  {
    ...authPage,
    id: 'checkout-review',
    paths: everywhere('checkout/review'),
    remote: 'mf_checkout',
    page: 'checkout-review',
    title: { it: 'Riepilogo ordine', en: 'Order review' },
  },
  {
    ...authPage,
    id: 'checkout-success',
    paths: everywhere('checkout/success/:orderId'),
    remote: 'mf_checkout',
    page: 'checkout-success',
    title: { it: 'Pagamento riuscito', en: 'Payment successful' },
  },
  {
    ...authPage,
    id: 'checkout-error',
    paths: everywhere('checkout/error/:orderId'),
    remote: 'mf_checkout',
    page: 'checkout-error',
    title: { it: 'Pagamento non riuscito', en: 'Payment failed' },
  },

  {
    ...authPage,
    id: 'login',
    paths: everywhere('login'),
    remote: 'mf_account',
    page: 'login',
    guard: 'redirect-customer',
    title: { it: 'Accedi', en: 'Sign in' },
  },
  {
    ...authPage,
    id: 'lost-password',
    paths: everywhere('login/lost-password'),
    remote: 'mf_account',
    page: 'lost-password',
    title: { it: 'Password dimenticata', en: 'Forgotten password' },
  },
  {
    ...authPage,
    id: 'register',
    paths: everywhere('login/register'),
    remote: 'mf_account',
    page: 'register',
    // Spec §6: a registered customer is sent away from login and registration pages.
    guard: 'redirect-customer',
    title: { it: 'Registrati', en: 'Register' },
  },
  {
    ...authPage,
    id: 'reset-password',
    paths: everywhere('login/reset'),
    remote: 'mf_account',
    page: 'reset-password',
    title: { it: 'Nuova password', en: 'New password' },
  },
  {
    ...privatePage,
    suggestsStore: false,
    id: 'account',
    paths: everywhere('account'),
    remote: 'mf_account',
    page: 'account',
    guard: 'require-customer',
    title: { it: 'Il mio account', en: 'My account' },
  },
  {
    ...privatePage,
    suggestsStore: false,
    id: 'account-addresses',
    paths: everywhere('account/addresses'),
    remote: 'mf_account',
    page: 'account-addresses',
    guard: 'require-customer',
    title: { it: 'I miei indirizzi', en: 'My addresses' },
  },
  {
    ...privatePage,
    suggestsStore: false,
    id: 'account-profile',
    paths: everywhere('account/profile'),
    remote: 'mf_account',
    page: 'account-profile',
    guard: 'require-customer',
    title: { it: 'Il mio profilo', en: 'My profile' },
  },
  {
    ...privatePage,
    suggestsStore: false,
    id: 'account-orders',
    paths: everywhere('account/orders'),
    remote: 'mf_account',
    page: 'account-orders',
    guard: 'require-customer',
    title: { it: 'I miei ordini', en: 'My orders' },
  },
  {
    ...privatePage,
    suggestsStore: false,
    id: 'account-order',
    paths: everywhere('account/orders/:id'),
    remote: 'mf_account',
    page: 'account-order',
    guard: 'require-customer',
    title: { it: 'Dettaglio ordine', en: 'Order detail' },
  },
  {
    // A paid order's printable receipt: its customer's, or a guest's through the e-mailed link's
    // `?access=` token, so no guard.
    ...privatePage,
    suggestsStore: false,
    id: 'order-receipt',
    paths: everywhere('orders/:id/receipt'),
    remote: 'mf_account',
    page: 'order-receipt',
    title: { it: 'Ricevuta', en: 'Receipt' },
  },
  {
    ...privatePage,
    suggestsStore: false,
    id: 'account-delete',
    paths: everywhere('account/delete'),
    remote: 'mf_account',
    page: 'account-delete',
    guard: 'require-customer',
    title: { it: 'Elimina account', en: 'Delete account' },
  },
  {
    // Shown once the account is gone, to a shopper who is by then logged out: no guard.
    ...privatePage,
    suggestsStore: false,
    id: 'account-deleted',
    paths: everywhere('account/deleted'),
    remote: 'mf_account',
    page: 'account-deleted',
    title: { it: 'Account eliminato', en: 'Account deleted' },
  },

  {
    ...quietPage,
    id: 'blog',
    paths: everywhere('blog'),
    remote: 'mf_content',
    page: 'blog',
    title: { it: 'News', en: 'News' },
  },
  {
    ...quietPage,
    id: 'blog-post',
    paths: everywhere('blog/:slug'),
    remote: 'mf_content',
    page: 'blog-post',
    listRouteId: 'blog',
    title: { it: 'News', en: 'News' },
  },
  {
    ...quietPage,
    id: 'care-guide',
    paths: { it: 'curadelcapo', en: 'careguide' },
    remote: 'mf_content',
    page: 'care-guide',
    footerLinks: [{ column: 'discover', labelKey: 'footer.careGuide', order: 2 }],
    title: { it: 'Cura del capo', en: 'Care guide' },
  },
  {
    ...quietPage,
    id: 'care-guide-item',
    paths: { it: 'curadelcapo/:slug', en: 'careguide/:slug' },
    remote: 'mf_content',
    page: 'care-guide',
    listRouteId: 'care-guide',
    title: { it: 'Cura del capo', en: 'Care guide' },
  },
  {
    ...page,
    id: 'brand',
    paths: everywhere('brand'),
    remote: 'mf_content',
    page: 'brand',
    title: { it: 'Il brand', en: 'The brand' },
    description: {
      it: 'La storia di Aurelia, i laboratori con cui lavoriamo e come scegliamo i tessuti.',
      en: 'The story of Aurelia, the workshops we work with and how we choose our fabrics.',
    },
  },
  {
    // Inside the brand (spec §2): its stories have a slug per language, like news posts.
    ...page,
    id: 'brand-story',
    paths: everywhere('brand/:slug'),
    remote: 'mf_content',
    page: 'brand',
    listRouteId: 'brand',
    title: { it: 'Il brand', en: 'The brand' },
  },
  {
    ...page,
    id: 'career',
    paths: everywhere('pages/career'),
    remote: 'mf_content',
    page: 'career',
    footerLinks: [{ column: 'about', labelKey: 'footer.career', order: 2 }],
    title: { it: 'Lavora con noi', en: 'Work with us' },
    description: {
      it: 'Lavora con Aurelia: invia la tua candidatura per i nostri negozi, lo stile, il digitale e la logistica.',
      en: 'Work with Aurelia: apply for our stores, design, digital and logistics teams.',
    },
  },
  {
    ...page,
    footerNewsletter: false,
    id: 'newsletter',
    paths: everywhere('pages/newsletter'),
    remote: 'mf_content',
    page: 'newsletter',
    title: { it: 'Newsletter', en: 'Newsletter' },
  },
  {
    ...page,
    id: 'store-locator',
    paths: everywhere('pages/storelocator'),
    remote: 'mf_content',
    page: 'store-locator',
    footerLinks: [{ column: 'discover', labelKey: 'footer.storeLocator', order: 1 }],
    title: { it: 'I nostri negozi', en: 'Our stores' },
    description: {
      it: 'I negozi Aurelia in Italia, in Europa e nel mondo: indirizzi, orari di apertura e mappa.',
      en: 'Aurelia stores in Italy, in Europe and around the world: addresses, opening hours and map.',
    },
  },
  {
    ...page,
    id: 'content-page',
    paths: everywhere('pages/*'),
    remote: 'mf_content',
    page: 'page',
    footerLinks: [
      { column: 'help', labelKey: 'footer.faq', splat: 'faq', order: 1 },
      { column: 'help', labelKey: 'footer.returns', splat: 'returns', order: 2 },
      { column: 'help', labelKey: 'footer.shipping', splat: 'shipping', order: 3 },
      { column: 'about', labelKey: 'footer.aboutUs', splat: 'about', order: 1 },
      { column: 'about', labelKey: 'footer.contact', splat: 'contact', order: 3 },
      {
        column: 'about',
        labelKey: 'footer.funding',
        splat: 'public-funding',
        italianOnly: true,
        order: 4,
      },
      {
        column: 'legal',
        labelKey: 'footer.whistleblowing',
        splat: 'whistleblowing',
        italianOnly: true,
        order: 1,
      },
      {
        column: 'legal',
        labelKey: 'footer.terms',
        splat: 'terms-conditions',
        italianOnly: true,
        order: 2,
      },
      {
        column: 'legal',
        labelKey: 'footer.privacy',
        splat: 'privacy-policy',
        italianOnly: true,
        order: 3,
      },
      {
        column: 'legal',
        labelKey: 'footer.cookies',
        splat: 'cookie-policy',
        italianOnly: true,
        order: 4,
      },
    ],
    title: { it: 'Informazioni', en: 'Information' },
  },
] as const satisfies readonly ShopRoute[];

export type RouteId = (typeof ROUTE_TABLE)[number]['id'];

/** The routes that exist in `locale`. */
export function routesFor(locale: Locale): ShopRoute[] {
  return ROUTE_TABLE.filter((route) => route.paths[locale] !== undefined);
}

/** A route by its id. */
export function routeById(id: RouteId | string): ShopRoute {
  const route = ROUTE_TABLE.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No route "${id}"`);
  return route;
}

/** Whether the server renders the route's page, not only its frame (`serverRendered`). */
export function serverRendersPage(route: ShopRoute): boolean {
  return route.serverRendered && route.layout === 'normal';
}
