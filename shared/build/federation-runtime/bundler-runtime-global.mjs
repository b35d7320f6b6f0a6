// @ts-check
/** Where the host puts the bundler runtime it shares with the remotes. */
export const BUNDLER_RUNTIME_GLOBAL = '__SHOP_FEDERATION_BUNDLER_RUNTIME__';
