import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyMessages } from './body-messages';
import { bodyShapeProblem, type BodyShapeLimits } from './body-shape';
import { requestLocale } from './request-locale';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route whose legitimate bodies are wider than `JSON_BODY_SHAPE` allows (operator imports). */
    bodyShape?: Partial<BodyShapeLimits>;
  }
}

/**
 * The largest JSON body a route takes unless it says otherwise (`bodyLimit`): the biggest the
 * shop's forms send, an order with two addresses, an invoice and a card token, is under 10 KB.
 */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * The deepest body the forms send is three levels (an order's invoice, an import's lines) and the
 * widest about fifteen entries (an address); the operator's stock import widens its own route.
 */
export const JSON_BODY_SHAPE: BodyShapeLimits = { maxDepth: 16, maxEntries: 200 };

class BodyRefused extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

/**
 * Replaces Fastify's JSON parser with one that reads a body's shape first, in linear time, and
 * refuses nesting and lists no form of the shop sends before `JSON.parse` spends CPU on them;
 * a body within bounds goes to Fastify's own parser, which keeps refusing prototype poisoning
 * (`__proto__`, `constructor.prototype`) as secure-json-parse does.
 */
export function parseJsonBodiesWithinShape(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (request: FastifyRequest, body: string, done) => {
      const limits = { ...JSON_BODY_SHAPE, ...request.routeOptions.config.bodyShape };
      const problem = bodyShapeProblem(body, limits);
      if (problem) {
        request.log.info({ problem, bytes: body.length }, 'JSON body refused by its shape');
        done(new BodyRefused(bodyMessages[requestLocale(request)][problem], 400), undefined);
        return;
      }
      parseJson(request, body, done);
    },
  );
}
