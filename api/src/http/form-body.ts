import type { FastifyInstance } from 'fastify';

/** Larger than any of the shop's plain HTML forms (a few short fields). */
const FORM_BODY_LIMIT = 16_384;

/**
 * Reads `application/x-www-form-urlencoded` bodies, as a plain HTML form posts them, into an object
 * of strings (a field given twice keeps its last value), for the routes of `scope` only: the API's
 * own calls are JSON.
 */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
