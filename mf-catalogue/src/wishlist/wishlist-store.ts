import {
  errorMessage,
  getEventBus,
  isApiError,
  messageFromErrorBody,
  type EventBus,
  type Locale,
  type WishlistKey,
} from '@shop/shared';
import { wishlistApi } from './wishlist-api';
import { entryId } from './wishlist-entry-id';

export { entryId } from './wishlist-entry-id';

/** What the page knows of the shopper's wishlist. `entries` is null until it has been read. */
export interface WishlistState {
  entries: readonly WishlistKey[] | null;
  /** Entries whose change is on its way to the server, by `entryId`. */
  pending: ReadonlySet<string>;
  /** The last change's outcome, for a live region: what was said, about which entry. */
  notice: WishlistNotice | null;
}

export interface WishlistNotice {
  entryId: string;
  kind: 'saved' | 'removed' | 'refused';
  message: string;
}

type Api = typeof wishlistApi;

/**
 * The wishlist on the page, one per page for every heart, the wishlist page and the header's
 * count: it reads the list when first asked (not at all while the server says it is empty),
 * changes it through the API, and publishes its size on `catalogue:wishlist`. A sign-in (the
 * server joins the visitor's list to the customer's), a sign-out and another tab's change make it
 * read the list again.
 */
export class WishlistStore {
  private state: WishlistState = { entries: null, pending: new Set(), notice: null };
  private readonly listeners = new Set<() => void>();
  /** The list as the server last answered it; `state.entries` adds the changes on their way. */
  private known: readonly WishlistKey[] | null = null;
  /** Changes sent and not yet answered, by `entryId`: `true` adds, `false` removes. */
  private readonly intents = new Map<string, { key: WishlistKey; saving: boolean }>();
  /**
   * Changes go to the server one after another: a visitor's list is a cookie, and two answers
   * racing would each set a cookie without the other's change.
   */
  private queue: Promise<unknown> = Promise.resolve();
  private reading: Promise<void> | null = null;
  private stopFollowing: (() => void) | null = null;

  constructor(
    private readonly bus: EventBus = getEventBus(),
    private readonly api: Api = wishlistApi,
  ) {}

  getState = (): WishlistState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Reads the list once, unless it is known or the server said it is empty. */
  ensureRead(): Promise<void> {
    if (this.known !== null) return Promise.resolve();
    const told = this.bus.getSnapshot('catalogue:wishlist');
    if (told && !told.isLoading && told.count === 0 && !this.reading) {
      this.learn([]);
      return Promise.resolve();
    }
    return this.read();
  }

  /** Reads the list from the server (once at a time, after the changes on their way). */
  read(): Promise<void> {
    this.reading ??= this.queue
      .then(() => this.api.keys())
      .then(({ entries }) => this.learn(entries))
      .catch(() => {
        // The hearts stay as they were; the next page or change asks again.
      })
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  isSaved(key: WishlistKey): boolean {
    const id = entryId(key);
    return this.state.entries?.some((entry) => entryId(entry) === id) ?? false;
  }

  /** Adds or removes `key`; the heart shows the change at once and takes it back if refused. */
  async toggle(key: WishlistKey, locale: Locale): Promise<void> {
    const id = entryId(key);
    if (this.state.pending.has(id)) return;
    this.update({ ...this.state, pending: new Set([...this.state.pending, id]), notice: null });
    await this.ensureRead();
    const saving = !this.isSaved(key);
    this.intents.set(id, { key, saving });
    this.show();
    const answer = this.queue.then(() =>
      saving ? this.api.add(key, locale) : this.api.remove(key, locale),
    );
    this.queue = answer.catch(() => undefined);
    let notice: WishlistNotice;
    try {
      const { entries, message } = await answer;
      this.known = entries;
      notice = { entryId: id, kind: saving ? 'saved' : 'removed', message };
    } catch (error) {
      notice = { entryId: id, kind: 'refused', message: refusal(error, locale) };
    }
    this.intents.delete(id);
    const pending = new Set(this.state.pending);
    pending.delete(id);
    this.update({ ...this.state, pending, notice });
    this.show();
  }

  /**
   * Follows the shopper: a sign-in or sign-out changes whose list it is, and another tab's change
   * arrives as a count this tab does not have. Returns the function that stops following.
   */
  follow(): () => void {
    this.stop();
    let owner: string | undefined;
    const stopAuth = this.bus.subscribe('account:auth', (auth) => {
      if (auth.isLoading) return;
      const next = `${auth.isLoggedIn}:${auth.isGuest}`;
      const changed = owner !== undefined && owner !== next;
      owner = next;
      if (changed) void this.read();
    });
    const stopCount = this.bus.subscribe('catalogue:wishlist', (summary) => {
      const shown = this.state.entries;
      if (
        shown !== null &&
        this.intents.size === 0 &&
        !summary.isLoading &&
        summary.count !== shown.length
      ) {
        void this.read();
      }
    });
    this.stopFollowing = () => {
      stopAuth();
      stopCount();
      this.stopFollowing = null;
    };
    return this.stopFollowing;
  }

  /** Stops following the shopper. */
  stop(): void {
    this.stopFollowing?.();
  }

  private learn(entries: readonly WishlistKey[]): void {
    this.known = entries;
    this.show();
  }

  /** Shows the server's list with the changes on their way, and publishes its count once settled. */
  private show(): void {
    let entries = this.known ?? [];
    for (const [id, { key, saving }] of this.intents) {
      const others = entries.filter((entry) => entryId(entry) !== id);
      entries = saving ? [key, ...others] : others;
    }
    this.update({ ...this.state, entries });
    if (this.intents.size === 0) this.publishCount();
  }

  private publishCount(): void {
    const count = this.state.entries?.length ?? 0;
    const told = this.bus.getSnapshot('catalogue:wishlist');
    if (told?.count === count && !told.isLoading) return;
    this.bus.publish('catalogue:wishlist', { count, isLoading: false });
  }

  private update(next: WishlistState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

function refusal(error: unknown, locale: Locale): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return errorMessage('network', locale);
    return messageFromErrorBody(error.body, errorMessage('generic', locale));
  }
  return errorMessage('generic', locale);
}

let pageStore: WishlistStore | null = null;

/** The page's wishlist (every module of this remote shares it), following the shopper. */
export function getWishlistStore(): WishlistStore {
  if (!pageStore) {
    pageStore = new WishlistStore();
    pageStore.follow();
  }
  return pageStore;
}

/** Forgets the page's wishlist (tests). */
export function resetWishlistStore(): void {
  pageStore?.stop();
  pageStore = null;
}
