import type { StoreId } from '@shop/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handling';
import { requestLocale } from './request-locale';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const refusedMessages = {
  it: 'Richiesta rifiutata: proviene da un altro sito',
  en: 'Request refused: it comes from another site',
} as const;

/**
 * A `preHandler` that refuses a state-changing request another site's page made (CSRF): the
 * browser says so in `Sec-Fetch-Site`, or names a foreign `Origin`. The shop's own stores, and the
 * origin the request was sent to, are not foreign. Requests without either header (curl, older
 * browsers on same-origin GETs) pass: the SameSite=Lax cookies already stay home there.
 */
export function refuseCrossSiteRequests(storeOrigins: Record<StoreId, string>) {
  const shopOrigins = new Set(Object.values(storeOrigins).map((origin) => new URL(origin).origin));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossSite(request, shopOrigins)) {
      request.log.warn(
        { origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] },
        'cross-site request refused',
      );
      return reply.code(403).send(errorBody(refusedMessages[requestLocale(request)]));
    }
  };
}

function isCrossSite(request: FastifyRequest, shopOrigins: Set<string>): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return true;
  }
  return !shopOrigins.has(parsed.origin) && parsed.host !== request.host;
}
