import { DEFAULT_LOCALE, isLocale, type Locale } from '@shop/shared/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The language to answer a request in when no route said: its `lang` query, the `language` or
 * `lang` of its JSON body, the first language of Accept-Language the shop speaks, else Italian.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | null | undefined;
  const candidates: unknown[] = [query?.lang, body?.language, body?.lang];
  for (const tag of (request.headers['accept-language'] ?? '').split(',')) {
    candidates.push(tag.trim().split(/[-;]/)[0]?.toLowerCase());
  }
  return candidates.find(isLocale) ?? DEFAULT_LOCALE;
}
