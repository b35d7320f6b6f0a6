/** The two stores: the Italian store ships only within Italy, the international one everywhere else. */
export const STORE_IDS = ['it', 'intl'] as const;
export type StoreId = (typeof STORE_IDS)[number];
