import type { ApiErrorBody } from '@shop/shared/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  databaseUnavailableMessages,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from '../db/database-unavailable';
import { bodyMessages } from './body-messages';
import { requestLocale } from './request-locale';

/** Fastify's refusals of a body it could not read, said in the shopper's language. */
const BODY_ERRORS = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'tooLarge',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalidJson',
} as const;

/**
 * Every failure answers `{ message }`: validation errors 400, known client errors their own 4xx, a
 * database that cannot be reached 503 with Retry-After in the request's language, anything else 500.
 */
export function answerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send(errorBody(validationMessage(error)));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .header('Cache-Control', 'no-store')
        .send(errorBody(databaseUnavailableMessages[requestLocale(request)]));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (Object.hasOwn(BODY_ERRORS, error.code)) {
      const key = BODY_ERRORS[error.code as keyof typeof BODY_ERRORS];
      return reply.code(status).send(errorBody(bodyMessages[requestLocale(request)][key]));
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(errorBody('Internal server error'));
    }
    return reply.code(status).send(errorBody(error.message));
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0];
  return reply.code(404).send(errorBody(`Route ${request.method} ${path} not found`));
}

export function errorBody(message: string): ApiErrorBody {
  return { message };
}

/** "querystring/lang must be one of: it, en" rather than Ajv's generic wording. */
function validationMessage(error: FastifyError): string {
  const [first] = error.validation ?? [];
  if (!first) return error.message;
  const where = [error.validationContext, first.instancePath.replace(/^\//, '')]
    .filter(Boolean)
    .join('/');
  const allowed = (first.params as { allowedValues?: unknown[] }).allowedValues;
  const problem = allowed ? `must be one of: ${allowed.join(', ')}` : first.message;
  return `${where} ${problem}`.trim();
}
