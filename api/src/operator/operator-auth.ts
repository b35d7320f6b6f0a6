import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http/error-handling';

const UNAUTHORIZED = 'A valid operator token is required';

/**
 * A hook letting through only requests with `Authorization: Bearer <token>`. The tokens are
 * compared as SHA-256 digests with timingSafeEqual: equal lengths, and no timing that tells how
 * much of a guess was right. Without a token configured, nobody gets in.
 */
export function requireOperator(token: string | undefined) {
  const expected = token ? digest(token) : null;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const presented = /^Bearer ([^\s]+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const authorized =
      expected !== null && presented !== undefined && timingSafeEqual(digest(presented), expected);
    if (!authorized) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="operator"')
        .send(errorBody(UNAUTHORIZED));
    }
  };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
