import type { RemoteName } from './remotes';
import type { Order, OrderHistoryEntry, OrderRefund } from './checkout';
import type { Locale } from './locale';

/** One message of the e-mail outbox, as `GET /api/operator/outbox` shows it to an operator. */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What it is for, e.g. "newsletter-confirmation". */
  kind: string;
  language: Locale;
  /** ISO 8601 instants. */
  createdAt: string;
  /** Null while not sent (no SMTP server configured, waiting for a retry, or given up). */
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
  /** When the sender tries next; null once sent or given up. */
  nextAttemptAt: string | null;
}

/** `GET /api/operator/outbox?limit=N` (operator token required): the newest messages first. */
export interface OperatorOutboxResponse {
  messages: OutboxMessage[];
}

/** The stock of one size of one colour of a product. */
export interface InventoryVariant {
  colour: string;
  size: string;
  quantity: number;
}

/** `GET /api/operator/inventory/:sku` (operator token required): a product's price and stock. */
export interface InventoryProduct {
  sku: string;
  name: string;
  priceCents: number;
  variants: InventoryVariant[];
}

export interface InventoryUpdateResponse {
  stock: { sku: string; colour: string; size: string; before: number; after: number }[];
  prices: { sku: string; beforeCents: number; afterCents: number }[];
  /** Back-in-stock e-mails written to the outbox by this update. */
  notified: number;
}

/** What an operator sees of one remote: which build is live, and what a rollback would bring. */
export interface OperatorRemoteStatus {
  remote: RemoteName;
  /** The manifest the server hands the shell. */
  manifestUrl: string;
  /** Whether that manifest answered with JSON just now. */
  manifestAnswers: boolean;
  /** The contract version the live build declares; null when it names none or did not answer. */
  contractVersion: string | null;
  /** Whether the live shell can run it (`isContractCompatible`). */
  compatibleWithShell: boolean;
  /** The live release (`npm run release`), or null while the remote's build folder is served. */
  liveRelease: string | null;
  /** When the live build was written (ISO 8601), or null when unknown. */
  builtAt: string | null;
  /** What `npm run rollback` would make live, or null when there is nothing before the live one. */
  previousRelease: string | null;
  /** Every release kept, newest first. */
  releases: string[];
}

/** `GET /api/operator/remotes` (operator token required): every remote, and the shell's contract. */
export interface OperatorRemotesResponse {
  shellContractVersion: string | null;
  remotes: OperatorRemoteStatus[];
}

/**
 * What an operator has to do with an order: confirm its bank transfer when it arrives, ship it,
 * record its delivery, receive what a withdrawing shopper sends back, or try again a refund its
 * provider refused.
 */
export const ORDER_NEEDS = [
  'awaiting-transfer',
  'to-ship',
  'in-transit',
  'awaiting-return',
  'refund-failed',
  'paid-after-cancellation',
] as const;
export type OrderNeed = (typeof ORDER_NEEDS)[number];

/** One order in an operator's list. */
export type OperatorOrderSummary = Pick<
  Order,
  'orderId' | 'createdAt' | 'status' | 'paymentStatus' | 'shippingStatus' | 'totalCents' | 'email'
>;

/** `GET /api/operator/orders?needs=&page=`: newest first, 50 a page; every order without `needs`. */
export interface OperatorOrderList {
  orders: OperatorOrderSummary[];
  page: number;
  pageCount: number;
}

/** One move of an order as an operator sees it: with why, when the move had more to say. */
export interface OperatorHistoryEntry extends OrderHistoryEntry {
  reason: string | null;
}

/**
 * `GET /api/operator/orders/{orderId}` and the answer of every operator move on an order: the
 * order as its shopper sees it, and its history with the reasons.
 */
export interface OperatorOrder {
  order: Order;
  history: OperatorHistoryEntry[];
  /** Its refunds with what an operator needs to follow them up. */
  refunds: OperatorRefund[];
  /**
   * While a withdrawal's money is not back yet: the moment the law's days to refund it end
   * (ISO 8601, `WITHDRAWAL_REFUND_DAYS` after the withdrawal); null otherwise.
   */
  refundDueBy: string | null;
}

/** A refund as an operator follows it: its id (to try again), the provider's reference or reason. */
export interface OperatorRefund extends OrderRefund {
  id: string;
  provider: string;
  attempt: number;
  reason: string;
  providerReference: string | null;
  failureReason: string | null;
}

/** Why an uploaded picture was refused: not a picture, over 40 megapixels, too narrow, damaged. */
export type PictureProblem = 'not-an-image' | 'too-many-pixels' | 'too-small' | 'broken';

/**
 * `PUT /api/operator/pictures` (operator token required), the original's bytes as the body
 * (`Content-Type: image/jpeg`, `image/png`, `image/webp`, `image/avif` or
 * `application/octet-stream`, up to 64 MB): keeps it and answers 201, or 200 when the same content
 * was uploaded before. A catalogue import names it by `hash`. A refused upload answers 422
 * `{ message, problem }` and keeps nothing.
 */
export interface UploadedPicture {
  /** 32 hex digits of the SHA-256 of the bytes. */
  hash: string;
  width: number;
  height: number;
  /** The picture's dominant colour, "#c8bfb0". */
  placeholder: string;
  created: boolean;
}

export interface PictureRefusal {
  message: string;
  problem: PictureProblem;
}

/** One thing wrong with an import: which product (its index from 0; -1 for the request as a whole), its SKU, and which field. */
export interface ImportProblem {
  product: number;
  sku: string | null;
  /** "colours.1.pictures.0.hash"; empty for the product as a whole. */
  field: string;
  message: string;
}

/** What an import did, or in a dry run would do, by SKU. */
export interface CatalogueImportReport {
  dryRun: boolean;
  created: string[];
  updated: string[];
  /** Back-in-stock e-mails written because a size came back (none in a dry run). */
  notified: number;
}

/** An import refused (422): every problem found, nothing applied. */
export interface CatalogueImportRefusal {
  message: string;
  problems: ImportProblem[];
}
