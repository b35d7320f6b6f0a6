import type { Locale, StoreId } from '@shop/shared/contracts';
import { LINK_TOKEN_PATTERN } from '@shop/shared/contracts/schemas';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { requestLocale } from '../http/request-locale';
import { findByUnsubscribeToken, unsubscribe } from './newsletter-repository';
import { storeHomeUrl } from './newsletter-service';
import { unsubscribePage, type UnsubscribePageState } from './unsubscribe-page';

export interface UnsubscribeRoutesOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
}

/** A token is checked by the handler, so a malformed one gets the page, not a JSON 400. */
const UnsubscribeQuery = Type.Object({ token: Type.Optional(Type.String()) });

/**
 * The one-click unsubscribe link of every newsletter e-mail
 * (`/api/newsletter/unsubscribe?token=…`). `GET` changes nothing: it shows a page, in the
 * subscription's language, whose button POSTs to the same link. `POST` unsubscribes, whether it
 * comes from that page or from a mail client following `List-Unsubscribe-Post` (RFC 8058, body
 * `List-Unsubscribe=One-Click`); doing it twice changes nothing more. The token is the only
 * credential, so the body is not needed.
 */
export const unsubscribeRoutes: FastifyPluginAsyncTypebox<UnsubscribeRoutesOptions> = async (
  app,
  { db, storeOrigins },
) => {
  // RFC 8058 names both form encodings; the answer does not depend on the body.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );

  const sendPage = (
    reply: FastifyReply,
    status: number,
    language: Locale,
    state: UnsubscribePageState,
  ) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .send(unsubscribePage(language, state, storeHomeUrl(storeOrigins, language)));

  app.get(
    '/api/newsletter/unsubscribe',
    { schema: { querystring: UnsubscribeQuery } },
    async (request, reply) => {
      const { token = '' } = request.query;
      const target = LINK_TOKEN_PATTERN.test(token)
        ? await findByUnsubscribeToken(db, token)
        : null;
      if (!target) return sendPage(reply, 404, requestLocale(request), { kind: 'invalid' });
      if (!target.subscribed) return sendPage(reply, 200, target.language, { kind: 'done' });
      const action = `/api/newsletter/unsubscribe?${new URLSearchParams({ token })}`;
      return sendPage(reply, 200, target.language, { kind: 'ask', email: target.email, action });
    },
  );

  app.post(
    '/api/newsletter/unsubscribe',
    {
      schema: { querystring: UnsubscribeQuery },
    },
    async (request, reply) => {
      const { token = '' } = request.query;
      const target = LINK_TOKEN_PATTERN.test(token) ? await unsubscribe(db, token) : null;
      if (!target) return sendPage(reply, 404, requestLocale(request), { kind: 'invalid' });
      return sendPage(reply, 200, target.language, { kind: 'done' });
    },
  );
};
