import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response, error pages included. The page may load scripts, styles,
 * fonts, images and federation manifests only from itself and from the remotes' origins.
 */
export function addSecurityHeaders(app: FastifyInstance, remoteOrigins: string[]): void {
  const contentSecurityPolicy = buildContentSecurityPolicy(remoteOrigins);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Content-Security-Policy', contentSecurityPolicy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
}

export function buildContentSecurityPolicy(remoteOrigins: string[]): string {
  const sources = ["'self'", ...remoteOrigins].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${sources}`,
    `connect-src ${sources}`,
    // Remotes inject their CSS with style-loader, i.e. as inline <style> elements.
    `style-src ${sources} 'unsafe-inline'`,
    `img-src ${sources}`,
    `font-src ${sources}`,
    `object-src 'none'`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}
