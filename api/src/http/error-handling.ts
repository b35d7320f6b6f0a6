import type { ApiErrorBody, Locale } from '@shop/shared/contracts';
import { isRuleMessageKey, ruleMessage, type RuleMessageKey } from '@shop/shared/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  databaseUnavailableMessages,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from '../db/database-unavailable';
import { bodyMessages } from './body-messages';
import { CONTRACT_KEYWORD } from './contract-validation';
import { requestLocale } from './request-locale';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the shopper is told when the request fails the route's schema, where the route has a
     * better word than "invalid request" (an activation link, a card number, the field's own
     * message); null leaves the generic one.
     */
    invalidMessage?: (locale: Locale, body: unknown) => string | null;
  }
}

/** Fastify's refusals of a body it could not read, said in the shopper's language. */
const BODY_ERRORS = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'tooLarge',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalidJson',
} as const;

/**
 * Every failure answers `{ message }` in the request's language: a request that fails its route's
 * schema 400 (the route's own `invalidMessage`, else the field to check), known client errors their
 * own 4xx, a database that cannot be reached 503 with Retry-After, anything else 500.
 */
export function answerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const locale = requestLocale(request);
      const field = invalidField(error);
      request.log.info({ field, problem: error.message }, 'request refused by its schema');
      const rule = contractRule(error);
      const message =
        (rule && ruleMessage(rule.rule, locale, rule.example)) ??
        request.routeOptions.config.invalidMessage?.(locale, request.body) ??
        bodyMessages[locale].invalidRequest(field);
      return reply.code(400).send(errorBody(message));
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

/** The rule of a contract's refusal that has words for the shopper (spec §5), if any. */
function contractRule(error: FastifyError): { rule: RuleMessageKey; example?: string } | null {
  const [first] = error.validation ?? [];
  if (first?.keyword !== CONTRACT_KEYWORD) return null;
  const { rule, example } = first.params as { rule?: unknown; example?: unknown };
  if (!isRuleMessageKey(rule)) return null;
  return typeof example === 'string' ? { rule, example } : { rule };
}

/** The first field a schema refused, as the body or query spells it (`shippingAddress.city`). */
function invalidField(error: FastifyError): string | null {
  const [first] = error.validation ?? [];
  if (!first) return null;
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const params = first.params as { missingProperty?: unknown; additionalProperty?: unknown };
  const named = params.missingProperty ?? params.additionalProperty;
  const field = [path, typeof named === 'string' ? named : ''].filter(Boolean).join('.');
  return field === '' ? null : field;
}
