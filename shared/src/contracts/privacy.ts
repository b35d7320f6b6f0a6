import type { SavedAddress } from './addresses';
import type { CustomerGender, CustomerInterest } from './auth';
import type {
  CheckoutAddress,
  InvoiceDetails,
  OrderStatus,
  PaymentStatus,
  ShippingStatus,
} from './checkout';
import type { ConsentKind } from './consent-text-versions';
import type { Locale } from './locale';

/** One recorded consent: which text, which version of its words, given or withdrawn, and when. */
export interface ConsentRecord {
  kind: ConsentKind;
  granted: boolean;
  textVersion: string;
  /** ISO 8601. */
  recordedAt: string;
}

/**
 * `GET /api/account/data`: everything the shop keeps about the signed-in customer (GDPR art. 15
 * and 20), as a JSON download (`Content-Disposition: attachment`). Visitors and guests get 401.
 */
/** One product in one colour on the customer's wishlist, in the data export. */
export interface AccountDataWishlistEntry {
  productId: string;
  /** The colour's code, as the list keeps it. */
  colour: string;
  /** The product's and the colour's names in the customer's language; null once no longer sold. */
  name: string | null;
  colourName: string | null;
  /** ISO 8601. */
  addedAt: string;
}

export interface AccountDataExport {
  /** ISO 8601: when this copy was made. */
  exportedAt: string;
  profile: {
    email: string;
    name: string;
    lastName: string;
    /** "YYYY-MM-DD" or null. */
    birthday: string | null;
    gender: CustomerGender | null;
    interest: CustomerInterest | null;
    language: Locale;
    /** Whether the account can log in with a password (not only through a social login). */
    hasPassword: boolean;
    /** ISO 8601. */
    createdAt: string;
  };
  consents: ConsentRecord[];
  addresses: SavedAddress[];
  socialLogins: { provider: string; linkedAt: string; lastLoginAt: string }[];
  /** The customer's orders, newest first (added in issue 28: optional for older servers). */
  orders?: AccountDataOrder[];
  /** What is in the customer's cart now. */
  cart?: AccountDataCartLine[];
  /** The newsletter subscription of the customer's address, or null when there is none. */
  newsletter?: AccountDataNewsletter | null;
  /** The back-in-stock e-mails the customer's address asked for. */
  backInStockRequests?: AccountDataBackInStockRequest[];
  /** The customer's wishlist, newest first (added in issue 30). */
  wishlist?: AccountDataWishlistEntry[];
  /** The signed-in sessions and the browsers remembered for login (no tokens: only dates). */
  sessions?: { createdAt: string; lastSeenAt: string; expiresAt: string }[];
  knownDevices?: { createdAt: string; expiresAt: string }[];
  /** The e-mails the shop wrote to the customer's address (no bodies: what and when). */
  emails?: { kind: string; subject: string; createdAt: string; sentAt: string | null }[];
}

/** One order in the data export: its lines, totals, addresses, state and dates (ISO 8601). */
export interface AccountDataOrder {
  orderId: string;
  store: string;
  language: Locale;
  email: string;
  createdAt: string;
  updatedAt: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  shippingStatus: ShippingStatus;
  deliveredAt: string | null;
  lines: {
    productId: string;
    name: string;
    colour: string;
    size: string;
    quantity: number;
    unitPriceCents: number;
    lineTotalCents: number;
  }[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  couponCode: string | null;
  shippingAddress: CheckoutAddress;
  billingAddress: CheckoutAddress;
  invoice: InvoiceDetails | null;
  shippingMethod: string;
  paymentMethod: string;
  payments: {
    method: string;
    status: string;
    amountCents: number;
    createdAt: string;
    updatedAt: string;
  }[];
  withdrawal: { requestedAt: string; channel: string; status: string } | null;
}

export interface AccountDataCartLine {
  productId: string;
  name: string;
  colour: string;
  size: string;
  quantity: number;
  addedAt: string;
}

export interface AccountDataNewsletter {
  status: string;
  language: Locale;
  subscribedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  discountCode: string | null;
  discountRedeemedAt: string | null;
}

export interface AccountDataBackInStockRequest {
  productId: string;
  name: string;
  colour: string;
  size: string;
  language: Locale;
  requestedAt: string;
  notifiedAt: string | null;
}

export interface DeleteAccountResponse {
  message: string;
}

/** The data download's address, below the API base. */
export const ACCOUNT_DATA_PATH = '/account/data';
