import { isLocale } from '@shop/shared/contracts';
import { toLocalizedShopPath } from '@shop/shared/routing';
import type { FastifyPluginAsync } from 'fastify';
import { acceptFormBodies } from '../../http/form-body';

/** The answer's fields the login page reads (RFC 6749 §4.1.2, §4.1.2.1; RFC 9207 `iss`). */
const ANSWER_FIELDS = ['code', 'state', 'error', 'error_description', 'iss'] as const;
const MAX_FIELD_LENGTH = 2_048;

type Form = Partial<Record<string, string>>;

/**
 * The receiver of a provider that answers by `form_post` (OAuth 2.0 Form Post Response Mode; Apple
 * whenever it is asked for the name or e-mail): the provider's page posts the code and `state`
 * here (`oidcFormPostPath`), from its own site, and this hands them on to the login page of the language in the
 * address, in its query, as a provider answering in the query would. It changes nothing and sets
 * nothing: the login page checks `state` against its tab's session storage, and the code is worth
 * nothing without the PKCE verifier kept there.
 */
export const oidcFormPostRoutes: FastifyPluginAsync = async (app) => {
  acceptFormBodies(app);

  app.post<{ Params: { locale: string }; Body: Form | undefined }>(
    '/api/auth/oidc/form-post/:locale',
    // The provider's page posts from its own site, by design.
    { config: { crossSite: 'provider-callback' } },
    async (request, reply) => {
      const { locale } = request.params;
      if (!isLocale(locale)) return reply.code(404).send();
      const form = request.body ?? {};
      const login = new URLSearchParams();
      for (const field of ANSWER_FIELDS) {
        const value = form[field];
        if (typeof value === 'string' && value && value.length <= MAX_FIELD_LENGTH) {
          login.set(field, value);
        }
      }
      return reply
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer')
        .redirect(`${toLocalizedShopPath('/login', locale)}?${login}`, 303);
    },
  );
};
