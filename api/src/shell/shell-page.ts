import path from 'node:path';
import { matchShopPath } from '@shop/shared/routing';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { errorBody } from '../http/error-handling';
import { REVALIDATE } from '../http/static-caching';
import { storeForHost } from '../http/store';
import { detectCountry } from './detected-country';
import { IndexHtmlTemplate } from './index-html-template';
import { buildRuntimeConfig, injectRuntimeConfig } from './runtime-config';

export type ShellPageHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply>;

/**
 * Answers a page URL with the shell's document and this request's runtime config: 200 for the
 * shop's routes, 404 (same document, the shell shows its not-found page) for anything else.
 */
export function createShellPageHandler(config: AppConfig): ShellPageHandler {
  const template = new IndexHtmlTemplate(path.join(config.shellDist, 'index.html'));

  return async (request, reply) => {
    const html = await template.read();
    if (html === null) {
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .send(
          errorBody(
            `The shell is not built: ${template.filePath} is missing. Run "npm run build" first.`,
          ),
        );
    }
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const runtimeConfig = buildRuntimeConfig(
      config,
      storeForHost(request.host, config.storeOrigins),
      detectCountry(header(config.countryHeader), header('accept-language')),
    );
    const pathname = request.url.split('?')[0] ?? '/';
    return reply
      .code(matchShopPath(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', REVALIDATE)
      .header('Vary', `Host, Accept-Language, ${config.countryHeader}`)
      .send(injectRuntimeConfig(html, runtimeConfig));
  };
}

/** Page navigations: GET or HEAD outside the API. */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  return pathname !== '/api' && !pathname.startsWith('/api/');
}
