import type { StoreId } from '@shop/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './error-handling';
import { requestLocale } from './request-locale';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const refusedMessages = {
  it: 'Richiesta rifiutata: proviene da un altro sito',
  en: 'Request refused: it comes from another site',
} as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `provider-callback`: a payment provider's server calls this route, signed; the same-site
     * guard lets it through whatever its headers say. Every other state-changing route is guarded.
     */
    crossSite?: 'provider-callback';
  }
}

/**
 * Refuses every state-changing request another site's page made (CSRF), for the whole app, before
 * its body is validated or any handler runs (after parsing, so that the refusal speaks the body's
 * `language`; parsing is bounded by `JSON_BODY_SHAPE`): the browser says so in `Sec-Fetch-Site`, or names a foreign `Origin`.
 * The shop's own stores, and the origin the request was sent to, are not foreign. Requests without
 * either header (curl, the operator's commands, a provider's server) pass: the SameSite=Lax cookies
 * already stay home there. Routes a provider calls say so with `config.crossSite`.
 */
export function refuseCrossSiteRequests(
  app: FastifyInstance,
  storeOrigins: Record<StoreId, string>,
): void {
  const shopOrigins = new Set(Object.values(storeOrigins).map((origin) => new URL(origin).origin));
  app.addHook('preValidation', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config.crossSite === 'provider-callback') return;
    if (isCrossSite(request, shopOrigins)) {
      request.log.warn(
        { origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] },
        'cross-site request refused',
      );
      return reply.code(403).send(errorBody(refusedMessages[requestLocale(request)]));
    }
  });
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
