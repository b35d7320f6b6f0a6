import type { RegistrationProfile } from '@shop/shared/contracts';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  /** Stable English key, e.g. "men-shirts"; also picks the product image silhouette. */
  code: string;
  slug_it: string;
  slug_en: string;
  name_it: string;
  name_en: string;
  position: number;
}

export interface ProductsTable {
  id: Generated<number>;
  sku: string;
  category_id: number;
  slug_it: string;
  slug_en: string;
  name_it: string;
  name_en: string;
  description_it: string;
  description_en: string;
  /** Current price in euro cents; price_history holds how it got here. */
  price_cents: number;
  created_at: CreatedAt;
  /** Key of the fabric ("linen"): the stable id of its care-guide page; null when unknown. */
  fabric: string | null;
  /** How to wash and keep it, from a merchant's import; null for the seeded catalogue. */
  care_it: ColumnType<string | null, string | null | undefined, string | null>;
  care_en: ColumnType<string | null, string | null | undefined, string | null>;
  /** What search matches, per language: name, category and colours, lower case, no accents. */
  search_it: Generated<string>;
  search_en: Generated<string>;
}

export interface ProductColoursTable {
  id: Generated<number>;
  product_id: number;
  code: string;
  name_it: string;
  name_en: string;
  hex: string;
  position: number;
}

export interface ProductStockTable {
  product_id: number;
  colour_id: number;
  size: string;
  position: number;
  /** 0 means the size is sold out in this colour. */
  quantity: number;
}

export interface PriceHistoryTable {
  id: Generated<number>;
  product_id: number;
  price_cents: number;
  /** The price holds from this instant until the next row's valid_from. */
  valid_from: Date;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  colour_id: number | null;
  picture_hash: string;
  /** How the picture shows the garment: 'front' | 'back' | 'detail' | 'worn'. */
  view: ColumnType<string, string | undefined, string>;
  position: number;
}

/** An original picture, named by its content; variants are made from it (`media/`). */
export interface PicturesTable {
  /** 32 hex digits of the SHA-256 of the original, or of a seeded picture's recipe. */
  hash: string;
  width: number;
  height: number;
  /** The picture's dominant colour, "#c8bfb0": shown while it loads. */
  placeholder: string;
  /** An uploaded original, as uploaded; null for a seeded picture. */
  original: Buffer | null;
  /** What a seeded picture is made from; null for an uploaded one. */
  recipe: ColumnType<unknown, string | null, string | null>;
  created_at: Generated<Date>;
}

export interface SiteSettingsTable {
  locale: string;
  global_messages_background: string;
  global_messages_color: string;
}

export interface GlobalMessagesTable {
  id: Generated<number>;
  locale: string;
  position: number;
  text: string;
  link_label: string | null;
  link_url: string | null;
}

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  language: string;
  privacy_consent: boolean;
  created_at: CreatedAt;
  status: ColumnType<NewsletterStatus, NewsletterStatus | undefined, NewsletterStatus>;
  /** SHA-256 (hex) of the token in the confirmation link; the token itself is never stored. */
  confirmation_token_hash: string | null;
  confirmation_expires_at: Date | null;
  confirmed_at: Date | null;
  /** The 10% first-order code (spec §9), given on confirmation. */
  discount_code: string | null;
  discount_redeemed_at: Date | null;
  /** The token of the one-click unsubscribe link, given on the first confirmation. */
  unsubscribe_token: string | null;
  unsubscribed_at: Date | null;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** What the e-mail is for, e.g. "newsletter-confirmation". */
  kind: string;
  language: string;
  created_at: CreatedAt;
  sent_at: Date | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  /** When the sender may take it next; null once sent or given up. */
  next_attempt_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Extra headers (List-Unsubscribe…), a JSON object of strings; written as JSON text. */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}

export interface RateLimitCountersTable {
  bucket: string;
  hits: number;
  window_ends_at: Date;
}

export interface ContentPagesTable {
  id: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ContentPageAliasesTable {
  alias: string;
  page_id: string;
}

export interface ContentPageTextsTable {
  page_id: string;
  locale: string;
  title: string;
  body: string[];
  meta_title: string;
  meta_description: string;
  keywords: ColumnType<string[], string[] | undefined, string[]>;
  share_image_url: string | null;
  /** A JSON object; written as its JSON text. */
  microdata: ColumnType<Record<string, unknown> | null, string | null, string | null>;
}

export interface ArticlesTable {
  id: string;
  kind: string;
  /** Written as `YYYY-MM-DD`; the drivers read a date differently, so queries select `to_char`. */
  published_on: ColumnType<unknown, string, string>;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ArticleTextsTable {
  article_id: string;
  locale: string;
  kind: string;
  slug: string;
  title: string;
  summary: string;
  image_alt: ColumnType<string, string | undefined, string>;
  body: string[];
  meta_title: string;
  meta_description: string;
  keywords: ColumnType<string[], string[] | undefined, string[]>;
  share_image_url: string | null;
  /** A JSON object; written as its JSON text. */
  microdata: ColumnType<Record<string, unknown> | null, string | null, string | null>;
}

export interface BackInStockRequestsTable {
  id: Generated<number>;
  /** Normalized (trimmed, lower-cased). */
  email: string;
  language: string;
  /** With `size`, the variant waited for (a row of product_stock). */
  colour_id: number;
  size: string;
  created_at: CreatedAt;
  /** When its e-mail was written to the outbox; null while it waits. */
  notified_at: Date | null;
}

/** A cart, known by the SHA-256 of the token in the shopper's `cart` cookie. */
export interface CartsTable {
  id: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /** The customer whose cart it is (one each); null: whoever holds the cookie (visitor, guest). */
  customer_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The coupon the shopper applied (upper case): a `coupons` code or a newsletter code. */
  coupon_code: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A cart handed to the other store, known by the SHA-256 of its token; opened once. */
export interface CartMovesTable {
  token_hash: string;
  cart_id: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export type CouponKind = 'percent' | 'amount';

/** A discount code (spec §3 Coupon). */
export interface CouponsTable {
  /** Upper case. */
  code: string;
  kind: CouponKind;
  /** Percent (1 to 100) or euro cents off. */
  value: number;
  /** Only one order may ever use it. */
  single_use: ColumnType<boolean, boolean | undefined, boolean>;
  valid_from: Date | null;
  valid_until: Date | null;
  /** Orders placed with it. */
  uses: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

export interface CouponExcludedProductsTable {
  coupon_code: string;
  product_id: number;
}

/** A category (with its subcategories) a coupon does not apply to. */
export interface CouponExcludedCategoriesTable {
  coupon_code: string;
  category_id: number;
}

/** One variant in a cart. */
export interface CartItemsTable {
  cart_id: string;
  product_id: number;
  colour_id: number;
  size: string;
  quantity: number;
  added_at: CreatedAt;
}

export type Gender = 'male' | 'female';
export type Interest = 'men' | 'women';

/** A registered customer (spec §3 User) with the consents given at registration. */
export interface CustomersTable {
  id: Generated<number>;
  /** As typed (trimmed); unique regardless of case. */
  email: string;
  /**
   * Argon2id's PHC string, with its parameters and salt (see account/password-hash.ts); null for a
   * customer who signed up through a social login and never set a password.
   */
  password_hash: string | null;
  name: string;
  last_name: string;
  /**
   * A calendar date, written as "YYYY-MM-DD". The drivers read it as a Date at midnight (PGlite in
   * UTC, node-postgres in local time): select `birthday::text` to get the date itself.
   */
  birthday: ColumnType<Date | null, string | null, string | null>;
  /** Null when the customer signed up through a social login (the provider does not say). */
  gender: Gender | null;
  interest: Interest | null;
  /** The language the customer registered in. */
  language: string;
  newsletter_consent: boolean;
  newsletter_consent_at: Date | null;
  /** Null when the customer signed up through a social login, where our form was not shown. */
  privacy_consent_at: Date | null;
  /** Which privacy text the customer accepted; null alike. */
  privacy_text_version: string | null;
  created_at: CreatedAt;
}

/**
 * A provider's account (OpenID Connect `sub`, unique per provider) linked to a customer; at most
 * one account of each provider per customer.
 */
export interface SocialLoginsTable {
  provider: string;
  subject: string;
  customer_id: number;
  created_at: CreatedAt;
  last_login_at: ColumnType<Date, Date | undefined, Date>;
}

/** A product in one colour on a customer's wishlist (see migration 0065). */
export interface WishlistEntriesTable {
  customer_id: number;
  /** The product's SKU (upper case), kept after the product is no longer sold. */
  product_id: string;
  /** The colour's code. */
  colour: string;
  added_at: ColumnType<Date, Date | undefined, Date>;
}

/** A change of a customer's address, waiting for the link sent to the new one (by its SHA-256). */
export interface EmailChangesTable {
  token_hash: string;
  customer_id: number;
  new_email: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** An authorization code of the built-in test identity provider, by its SHA-256 (development). */
export interface TestIdpCodesTable {
  code_hash: string;
  provider: string;
  client_id: string;
  redirect_uri: string;
  /** The PKCE S256 challenge the code was asked with. */
  code_challenge: string;
  nonce: string;
  email: string;
  given_name: string;
  family_name: string;
  expires_at: Date;
  /** When it was redeemed; a code is redeemed once. */
  used_at: Date | null;
  created_at: CreatedAt;
}

/** A server-side session, known by the SHA-256 of the token in the shopper's `session` cookie. */
export interface SessionsTable {
  id: string;
  /** The customer's; null for a guest. */
  customer_id: number | null;
  guest: boolean;
  /** The address a guest gave at checkout; null for a customer. */
  guest_email: string | null;
  created_at: CreatedAt;
  /** Slides forward as the session is used. */
  expires_at: Date;
  last_seen: ColumnType<Date, Date | undefined, Date>;
}

/** A password-reset link, known by the SHA-256 of its token; it works once, until it expires. */
export interface PasswordResetTokensTable {
  id: string;
  customer_id: number;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

/** A registration waiting for its e-mailed link (`id`: the SHA-256 of the link's token). */
export interface PendingRegistrationsTable {
  id: string;
  email: string;
  password_hash: string;
  /** The registration's profile fields as the contract answers them (`RegistrationProfile`). */
  profile: Json<RegistrationProfile>;
  language: 'it' | 'en';
  newsletter: boolean;
  privacy_text_version: string;
  newsletter_text_version: string;
  redirect: string;
  created_at: CreatedAt;
  expires_at: Date;
}

/** A browser a customer logged in from (`id`: the SHA-256 of its cookie's token). */
export interface KnownDevicesTable {
  id: string;
  customer_id: number;
  created_at: CreatedAt;
  expires_at: Date;
}

/** Failed logins for one address (`bucket`: a hash of it), and when the next may come. */
export interface LoginThrottlesTable {
  bucket: string;
  failures: number;
  next_attempt_at: Date;
  last_attempt_at: Date;
}

/** A customer's saved address (spec §3 Address); at most one per customer is the default. */
export interface AddressesTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  last_name: string;
  street_address: string;
  street_number: string;
  /** An empty string when there is none. */
  additional_info: ColumnType<string, string | undefined, string>;
  province: string;
  /** Two upper-case letters, one of `ADDRESS_COUNTRY_CODES`. */
  country: string;
  city: string;
  postal_code: string;
  /** "+" and the dialling code's digits. */
  phone_prefix: string;
  /** Digits only. */
  phone_number: string;
  fiscal_code: string;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/**
 * One consent given or withdrawn by a customer, with the version of the text they were shown
 * (`CONSENT_TEXT_VERSIONS`); the log of GDPR art. 7(1).
 */
export interface CustomerConsentsTable {
  id: Generated<number>;
  customer_id: number;
  kind: 'privacy' | 'newsletter';
  granted: boolean;
  text_version: string;
  recorded_at: ColumnType<Date, Date | undefined, never>;
}

/** Which product changed, in order (written by triggers; see migration 0012). */
export interface CatalogueChangesTable {
  seq: Generated<string>;
  product_id: number;
  changed_at: Generated<Date>;
}

/** One day range of a store's week: ISO weekdays (1 Monday … 7 Sunday), "HH:MM", opens null: closed. */
export interface OpeningHoursRange {
  from: number;
  to: number;
  opens: string | null;
  closes: string | null;
}

export interface StoresTable {
  id: string;
  name: string;
  /** Codes of `STORE_GEOGRAPHY` (shared contracts) and ISO 3166-1 alpha-2. */
  continent: string;
  region: string;
  country: string;
  street: string;
  postal_code: string;
  city: string;
  phone: string;
  latitude: number;
  longitude: number;
  opening_hours: ColumnType<OpeningHoursRange[], string, string>;
  position: number;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface CvSubmissionsTable {
  id: Generated<number>;
  department: string;
  website: string | null;
  message: string;
  language: string;
  /** The file's random name in `<uploads>/cv/`. */
  stored_name: string;
  original_name: string;
  media_type: string;
  size_bytes: number;
  created_at: CreatedAt;
  /** Null only for the anonymous applications taken before migration 0048. */
  applicant_name: string | null;
  email: string | null;
  /** E.164, or null when the candidate gave none. */
  phone: string | null;
  position: string | null;
  /** The version of the candidates' privacy notice agreed to (`CAREER_PRIVACY_TEXT_VERSION`). */
  privacy_text_version: string | null;
  privacy_consented_at: Date | null;
}

type Json<T> = ColumnType<T, string, string>;
type Changing<T> = ColumnType<T, T | undefined, T>;

/** Spec §3 Order; statuses as in `ORDER_STATUSES` etc. of the checkout contract. */
export interface OrdersTable {
  id: Generated<number>;
  /** The public number, e.g. "IT-2026-000042". */
  number: string;
  store: string;
  language: string;
  customer_id: number | null;
  guest_session_id: string | null;
  access_token: string;
  email: string;
  status: Changing<string>;
  payment_status: Changing<string>;
  shipping_status: Changing<string>;
  coupon_code: string | null;
  coupon_source: 'coupon' | 'newsletter' | null;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  total_cents: number;
  /** `CheckoutAddress` objects, written as JSON text. */
  shipping_address: Json<Record<string, string>>;
  billing_address: Json<Record<string, string>>;
  invoice: ColumnType<Record<string, string> | null, string | null, string | null>;
  shipping_zone: string;
  shipping_method_id: string;
  shipping_method_label: string;
  payment_method_id: Changing<string>;
  stock_reserved: Changing<boolean>;
  reserved_until: Date | null;
  /** When the courier delivered it, once recorded: the withdrawal period runs from it. */
  delivered_at: Changing<Date | null>;
  /** SHA-256 of the client address it was placed from (the unpaid-order caps); null once anonymised. */
  client_address_hash: Changing<string | null>;
  created_at: CreatedAt;
  updated_at: Changing<Date>;
}

export interface OrderItemsTable {
  order_id: number;
  position: number;
  product_id: number | null;
  colour_id: number;
  size: string;
  sku: string;
  name: string;
  path: string;
  colour_code: string;
  colour_name: string;
  colour_hex: string;
  image_url: string;
  quantity: number;
  unit_price_cents: number;
  line_total_cents: number;
}

/** One attempt to pay an order. */
export interface PaymentsTable {
  id: string;
  order_id: number;
  attempt: number;
  method: string;
  provider: string;
  status: string;
  amount_cents: number;
  provider_reference: string | null;
  redirect_url: string | null;
  card_token_id: string | null;
  failure_reason: string | null;
  /** When a server last asked the provider to start it; null: never (see `payment-starts.ts`). */
  start_requested_at: Changing<Date | null>;
  created_at: CreatedAt;
  updated_at: Changing<Date>;
}

export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  payment_id: string | null;
  received_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  order_id: number;
  payment_id: string | null;
  created_at: CreatedAt;
}

/** A withdrawal from an order's contract (one per order). */
export interface OrderWithdrawalsTable {
  order_id: number;
  requested_at: CreatedAt;
  channel: 'account' | 'order-link';
  language: string;
  status: Changing<'requested' | 'goods-received' | 'refunded'>;
  updated_at: Changing<Date>;
}

/** How many pieces of an order's line (`order_items.position`) its withdrawing shopper sends back. */
export interface WithdrawalItemsTable {
  order_id: number;
  position: number;
  quantity: number;
}

/** One move of an order (`checkout/orders/lifecycle`), with its states after it. */
export interface OrderHistoryTable {
  id: Generated<number>;
  order_id: number;
  at: CreatedAt;
  move: string;
  actor: 'shopper' | 'operator' | 'provider' | 'system';
  reason: string | null;
  status: string;
  payment_status: string;
  shipping_status: string;
}

/** One parcel of an order (migration 0053). */
export interface ShipmentsTable {
  id: Generated<number>;
  order_id: number;
  carrier: string;
  tracking_number: string;
  shipped_at: CreatedAt;
  delivered_at: Date | null;
}

/** How many pieces of an order's line (`order_items.position`) a parcel carries. */
export interface ShipmentItemsTable {
  shipment_id: number;
  position: number;
  quantity: number;
}

/** Money given back on an order (migration 0054). */
export interface RefundsTable {
  id: string;
  order_id: number;
  payment_id: string;
  provider: string;
  amount_cents: number;
  /** The return shipping kept back from it (spec §9), once per withdrawal. */
  return_cost_cents: ColumnType<number, number | undefined, number>;
  includes_shipping: Changing<boolean>;
  status: Changing<'pending' | 'succeeded' | 'refused'>;
  attempt: Changing<number>;
  reason: string;
  iban: string | null;
  provider_reference: string | null;
  failure_reason: string | null;
  created_at: CreatedAt;
  updated_at: Changing<Date>;
}

/** How many pieces of an order's line a refund pays back. */
export interface RefundItemsTable {
  refund_id: string;
  position: number;
  quantity: number;
}

/** Pieces sent back that reached the shop (migration 0055). */
export interface ReturnedItemsTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  quantity: number;
  received_at: CreatedAt;
  refund_id: string | null;
}

export interface Database {
  categories: CategoriesTable;
  products: ProductsTable;
  product_colours: ProductColoursTable;
  product_stock: ProductStockTable;
  price_history: PriceHistoryTable;
  product_images: ProductImagesTable;
  pictures: PicturesTable;
  catalogue_changes: CatalogueChangesTable;
  site_settings: SiteSettingsTable;
  global_messages: GlobalMessagesTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  content_pages: ContentPagesTable;
  content_page_aliases: ContentPageAliasesTable;
  content_page_texts: ContentPageTextsTable;
  articles: ArticlesTable;
  article_texts: ArticleTextsTable;
  email_outbox: EmailOutboxTable;
  rate_limit_counters: RateLimitCountersTable;
  back_in_stock_requests: BackInStockRequestsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  cart_moves: CartMovesTable;
  customers: CustomersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  pending_registrations: PendingRegistrationsTable;
  known_devices: KnownDevicesTable;
  login_throttles: LoginThrottlesTable;
  social_logins: SocialLoginsTable;
  test_idp_codes: TestIdpCodesTable;
  email_changes: EmailChangesTable;
  wishlist_entries: WishlistEntriesTable;
  addresses: AddressesTable;
  customer_consents: CustomerConsentsTable;
  stores: StoresTable;
  cv_submissions: CvSubmissionsTable;
  coupons: CouponsTable;
  coupon_excluded_products: CouponExcludedProductsTable;
  coupon_excluded_categories: CouponExcludedCategoriesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  order_withdrawals: OrderWithdrawalsTable;
  withdrawal_items: WithdrawalItemsTable;
  order_history: OrderHistoryTable;
  shipments: ShipmentsTable;
  shipment_items: ShipmentItemsTable;
  refunds: RefundsTable;
  refund_items: RefundItemsTable;
  returned_items: ReturnedItemsTable;
}

export type CategoryRow = Selectable<CategoriesTable>;
export type NewProduct = Insertable<ProductsTable>;
