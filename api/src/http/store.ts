import type { StoreId } from '@shop/shared/contracts';

/**
 * The international store answers on its own host; every other host (plain localhost included) is
 * the Italian store. The port is ignored unless both stores share a hostname.
 */
export function storeForHost(host: string, storeOrigins: Record<StoreId, string>): StoreId {
  const requested = parseHost(host);
  if (!requested) return 'it';
  const intl = new URL(storeOrigins.intl);
  const it = new URL(storeOrigins.it);
  if (requested.host === intl.host) return 'intl';
  if (requested.hostname === intl.hostname && it.hostname !== intl.hostname) return 'intl';
  return 'it';
}

function parseHost(host: string): URL | null {
  try {
    return new URL(`http://${host}`);
  } catch {
    return null;
  }
}
