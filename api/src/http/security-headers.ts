import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response, error pages included. The page may load scripts, styles,
 * fonts, images and federation manifests only from itself and from the remotes' origins.
 *
 * The content security and referrer policies govern documents (and SVG, JSON or text a browser
 * may open as one); a script or stylesheet ignores them. They are left off those, where they would
 * cost about 500 bytes on each of the twenty files a first visit loads.
 */
export function addSecurityHeaders(
  app: FastifyInstance,
  remoteOrigins: string[],
  sockets: string[] = [],
  formTargets: string[] = [],
): void {
  const contentSecurityPolicy = buildContentSecurityPolicy(
    remoteOrigins,
    sockets,
    undefined,
    formTargets,
  );
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!isScriptOrStylesheet(reply.getHeader('content-type'))) {
      // A page may widen its own policy (a developer's remote override, remote-overrides.ts).
      if (!reply.hasHeader('Content-Security-Policy')) {
        reply.header('Content-Security-Policy', contentSecurityPolicy);
      }
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    }
    return payload;
  });
}

function isScriptOrStylesheet(contentType: unknown): boolean {
  return (
    typeof contentType === 'string' && /^(application|text)\/(javascript|css)\b/.test(contentType)
  );
}

/** Origins the page may load remote code from, derived from the remotes' manifest URLs. */
export function remoteOrigins(manifestUrls: string[]): string[] {
  return [...new Set(manifestUrls.map((url) => new URL(url).origin))];
}

/** The websocket origins of dev servers at these http(s) origins (their hot updates). */
export function socketOrigins(origins: string[]): string[] {
  return [...new Set(origins.map((origin) => new URL(origin).origin.replace(/^http/, 'ws')))];
}

/**
 * `sockets`: websocket origins the page may also connect to (a dev server's hot updates);
 * `formTargets`: origins a form's answer may lead to besides the page's own (the other store,
 * where the country choice's hand-over of the cart redirects).
 */
export function buildContentSecurityPolicy(
  remoteOrigins: string[],
  sockets: string[] = [],
  scriptNonce?: string,
  formTargets: string[] = [],
): string {
  const sources = ["'self'", ...remoteOrigins].join(' ');
  // A page rendered on the server streams React's own small scripts (which put each region in its
  // place as it arrives): they carry this response's nonce, and no other inline script runs.
  const scripts = scriptNonce ? `${sources} 'nonce-${scriptNonce}'` : sources;
  return [
    `default-src 'self'`,
    `script-src ${scripts}`,
    `connect-src ${[sources, ...sockets].join(' ')}`,
    // Remotes inject their CSS with style-loader, i.e. as inline <style> elements.
    `style-src ${sources} 'unsafe-inline'`,
    // data: for the transparent pixel a picture shows while held until the page is idle.
    `img-src ${sources} data:`,
    `font-src ${sources}`,
    `object-src 'none'`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action ${["'self'", ...formTargets].join(' ')}`,
  ].join('; ');
}
