import type { Locale } from '@shop/shared/contracts';
import type { preValidationHookHandler } from 'fastify';
import { errorBody } from './error-handling';
import { requestLocale } from './request-locale';

/** Finds the first thing wrong with a body, said as spec §5 says it, or null when there is none. */
export type BodyProblem = (body: unknown, locale: Locale) => string | null;

/**
 * A route's `preValidation` hook for a form whose fields have their own messages (spec §5): the
 * first problem `problem` finds is answered 400 with that message, before the route's schema
 * (whose failures keep the error handler's generic answer) or its handler runs.
 */
export function refuseBodyProblems(problem: BodyProblem): preValidationHookHandler {
  return async (request, reply) => {
    const message = problem(request.body, requestLocale(request));
    if (message !== null) return reply.code(400).send(errorBody(message));
  };
}
