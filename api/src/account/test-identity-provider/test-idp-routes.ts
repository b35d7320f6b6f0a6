import { createHash, randomBytes } from 'node:crypto';
import type { StoreId } from '@shop/shared/contracts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@shop/shared/validation';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import {
  TEST_IDENTITY_PROVIDERS,
  TEST_IDP_CLIENT_ID,
  TEST_IDP_PATH,
  testIssuer,
} from '../../config';
import type { Database } from '../../db/schema';
import { acceptFormBodies } from '../../http/form-body';
import { oidcRedirectUris } from '../oidc/store-login-pages';
import { answerClient } from './client-answer';
import { issueCode, redeemCode } from './authorization-codes';
import { checkAuthorizationRequest, type AuthorizationRequest } from './authorization-request';
import { sampleIdentity, signInPageHtml, type Identity, type SignInProblem } from './sign-in-page';
import { testIdpSigningKey } from './signing-key';

export interface TestIdpRoutesOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
}

const ID_TOKEN_LIFETIME = '10m';
const NAME_MAX_LENGTH = 100;

type Form = Record<string, string | undefined>;

/**
 * The built-in OpenID Connect test identity provider (development only, as the test payment
 * gateway is for payments): for each provider it plays, a discovery document, a key set, a sign-in
 * page that issues an authorization code, and a token endpoint that trades the code, once, for an
 * ID token signed with Ed25519, given the same client, redirect URI and the PKCE verifier.
 */
export const testIdpRoutes: FastifyPluginAsync<TestIdpRoutesOptions> = async (
  app,
  { db, storeOrigins },
) => {
  const signingKey = testIdpSigningKey(db);
  const redirectUris = oidcRedirectUris(storeOrigins);
  const origins = Object.values(storeOrigins);
  // The form's answer goes to a store (its login page, or its form_post receiver), nowhere else.
  const signInPagePolicy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${origins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

  acceptFormBodies(app);

  for (const { name, label } of TEST_IDENTITY_PROVIDERS) {
    const issuer = testIssuer(storeOrigins.it, name);
    const base = `${TEST_IDP_PATH}/${name}`;

    app.get(`${base}/.well-known/openid-configuration`, async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=300').send({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        response_modes_supported: ['query', 'form_post'],
        grant_types_supported: ['authorization_code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['EdDSA'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none'],
        scopes_supported: ['openid', 'email', 'profile'],
        claims_supported: [
          'sub',
          'email',
          'email_verified',
          'given_name',
          'family_name',
          'name',
          'nonce',
        ],
      }),
    );

    app.get(`${base}/jwks`, async (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=300')
        .send({ keys: [(await signingKey).publicJwk] }),
    );

    const page = (
      reply: FastifyReply,
      request: AuthorizationRequest,
      identity: Identity,
      problem: SignInProblem | null,
    ) =>
      reply
        .code(problem ? 400 : 200)
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', signInPagePolicy)
        .type('text/html; charset=utf-8')
        .send(signInPageHtml({ label, action: `${base}/authorize`, request, identity, problem }));

    const unusable = (reply: FastifyReply, problem: string) =>
      reply
        .code(400)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`Test identity provider: the sign-in request cannot be served (${problem}).`);

    app.get<{ Querystring: Form }>(`${base}/authorize`, async (request, reply) => {
      const checked = checkAuthorizationRequest(request.query, redirectUris);
      if (!checked.ok) {
        return checked.answer
          ? answerClient(reply, checked.answer, origins)
          : unusable(reply, checked.problem);
      }
      return page(reply, checked.request, sampleIdentity(checked.request.language), null);
    });

    app.post<{ Body: Form | undefined }>(`${base}/authorize`, async (request, reply) => {
      const form = request.body ?? {};
      const checked = checkAuthorizationRequest(form, redirectUris);
      if (!checked.ok) {
        return checked.answer
          ? answerClient(reply, checked.answer, origins)
          : unusable(reply, checked.problem);
      }
      const authorization = checked.request;
      const back = (fields: Record<string, string>) =>
        answerClient(
          reply,
          {
            redirectUri: authorization.redirectUri,
            responseMode: authorization.responseMode,
            fields: { ...fields, state: authorization.state },
          },
          origins,
        );
      if (form.decision !== 'allow') return back({ error: 'access_denied' });
      const identity: Identity = {
        email: (form.email ?? '').trim(),
        givenName: (form.given_name ?? '').trim(),
        familyName: (form.family_name ?? '').trim(),
      };
      if (identity.email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(identity.email)) {
        return page(reply, authorization, identity, 'badEmail');
      }
      if (
        identity.givenName.length > NAME_MAX_LENGTH ||
        identity.familyName.length > NAME_MAX_LENGTH
      ) {
        return page(reply, authorization, identity, 'badName');
      }
      const code = await issueCode(db, {
        provider: name,
        clientId: authorization.clientId,
        redirectUri: authorization.redirectUri,
        codeChallenge: authorization.codeChallenge,
        nonce: authorization.nonce,
        ...identity,
      });
      return back({ code });
    });

    app.post<{ Body: Form | undefined }>(
      `${base}/token`,
      { config: { crossSite: 'provider-callback' } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const form = request.body ?? {};
        const refuse = (status: number, error: string, description: string) => {
          request.log.warn(
            { provider: name, error, description },
            'test identity provider refused a token request',
          );
          return reply.code(status).send({ error, error_description: description });
        };
        if (form.grant_type !== 'authorization_code') {
          return refuse(400, 'unsupported_grant_type', 'only authorization_code is served');
        }
        if (form.client_id !== TEST_IDP_CLIENT_ID)
          return refuse(401, 'invalid_client', 'unknown client');
        if (!form.code || !form.code_verifier || !form.redirect_uri) {
          return refuse(
            400,
            'invalid_request',
            'code, code_verifier and redirect_uri are required',
          );
        }
        // The code is used up by this request, whatever follows: a stolen code tried with a
        // guessed verifier is gone for its owner too, and the owner starts again.
        const grant = await redeemCode(db, name, form.code);
        if (!grant)
          return refuse(400, 'invalid_grant', 'the code is unknown, expired or already used');
        if (grant.clientId !== form.client_id || grant.redirectUri !== form.redirect_uri) {
          return refuse(
            400,
            'invalid_grant',
            'the code was issued to another client or redirect_uri',
          );
        }
        const challenge = createHash('sha256').update(form.code_verifier).digest('base64url');
        if (challenge !== grant.codeChallenge) {
          return refuse(
            400,
            'invalid_grant',
            'the code_verifier does not match the code_challenge',
          );
        }
        const key = await signingKey;
        const idToken = await new SignJWT({
          email: grant.email,
          email_verified: true,
          given_name: grant.givenName,
          family_name: grant.familyName,
          name: `${grant.givenName} ${grant.familyName}`.trim(),
          nonce: grant.nonce,
        })
          .setProtectedHeader({ alg: 'EdDSA', kid: key.publicJwk.kid, typ: 'JWT' })
          .setIssuer(issuer)
          .setAudience(grant.clientId)
          .setSubject(subjectOf(name, grant.email))
          .setIssuedAt()
          .setExpirationTime(ID_TOKEN_LIFETIME)
          .sign(key.privateKey);
        return reply.send({
          // The shop reads only the ID token; the access token opens nothing here.
          access_token: randomBytes(24).toString('base64url'),
          token_type: 'Bearer',
          expires_in: 600,
          id_token: idToken,
        });
      },
    );
  }
};

/** One stable subject per provider and address, as a real provider keeps one per account. */
function subjectOf(provider: string, email: string): string {
  return createHash('sha256')
    .update(`${provider}:${email.toLowerCase()}`)
    .digest('hex')
    .slice(0, 32);
}
