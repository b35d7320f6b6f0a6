import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handling';

const UNAUTHORIZED = 'A valid operator token is required';

/**
 * A hook letting through only requests with `Authorization: Bearer <token>`. The tokens are
 * compared as SHA-256 digests with timingSafeEqual: equal lengths, and no timing that tells how
 * much of a guess was right. Without a token configured, nobody gets in.
 *
 * With `browser`, for the operators' pages, the token may also come as the password of HTTP Basic
 * credentials (any user name), and a refusal asks for them: the browser prompts, the page never
 * carries the token.
 */
export function requireOperator(token: string | undefined, { browser = false } = {}) {
  const expected = token ? digest(token) : null;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const presented = presentedToken(request.headers.authorization ?? '', browser);
    const authorized =
      expected !== null && presented !== undefined && timingSafeEqual(digest(presented), expected);
    if (!authorized) {
      return reply
        .code(401)
        .header(
          'WWW-Authenticate',
          browser ? 'Basic realm="operator", charset="UTF-8"' : 'Bearer realm="operator"',
        )
        .send(errorBody(UNAUTHORIZED));
    }
  };
}

function presentedToken(authorization: string, basic: boolean): string | undefined {
  const bearer = /^Bearer ([^\s]+)$/i.exec(authorization)?.[1];
  if (bearer !== undefined || !basic) return bearer;
  const credentials = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(authorization)?.[1];
  if (credentials === undefined) return undefined;
  const decoded = Buffer.from(credentials, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 && colon < decoded.length - 1 ? decoded.slice(colon + 1) : undefined;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
