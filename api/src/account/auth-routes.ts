import type {
  ActivateAccountResponse,
  AutoLoginResponse,
  GuestSessionResponse,
  LoginResponse,
  LogoutResponse,
  LostPasswordResponse,
  RegisterResponse,
  ResetPasswordResponse,
  SocialLoginResponse,
  StoreId,
} from '@shop/shared/contracts';
import {
  ActivateAccountRequest,
  GuestSessionRequest,
  LoginRequest,
  LostPasswordRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SocialLoginRequest,
} from '@shop/shared/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthLimits, OidcProviderConfig } from '../config';
import type { Database } from '../db/schema';
import { errorBody } from '../http/error-handling';
import { contractBody, type ShopPluginAsync } from '../http/contract-validation';
import { requestLocale } from '../http/request-locale';
import { claimLoginAttempt, loginThrottleBucket } from '../rate-limit/login-throttle';
import { hitRateLimit, hitRateLimitsInTurn } from '../rate-limit/rate-limit';
import { authMessages } from './auth-messages';
import { createAuthService, type AccountVerifiedHook } from './auth-service';
import { isCommonPassword } from './password-policy';
import { currentSession } from './current-session';
import { knownDeviceCustomer, rememberDevice } from './known-device';
import { createSocialSignIn } from './oidc/social-sign-in';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './session-cookie';
import type { SignInHook } from './sign-in-hook';

export interface AuthRoutesOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
  limits: AuthLimits;
  /** Argon2id memory of new password hashes, in KiB. */
  passwordHashMemoryKib: number;
  /** The OpenID Connect providers of social login, by name. */
  oidcProviders: Record<string, OidcProviderConfig>;
  /** What follows a sign-in elsewhere: the visitor's cart and wishlist carried over. */
  onSignIn: SignInHook;
  /** What follows a new account with a proven address: its guest orders join it. */
  onAccountVerified?: AccountVerifiedHook;
}

/** Rate-limit buckets; an address's is keyed by its lower-cased form. */
const LOGIN_CLIENT = 'auth-login-client';
const SOCIAL_LOGIN_CLIENT = 'auth-social-login-client';
const REGISTER_CLIENT = 'auth-register-client';
const REGISTER_EMAIL = 'auth-register-email';
const ACTIVATE_CLIENT = 'auth-activate-client';
const GUEST_CLIENT = 'auth-guest-client';
const LOST_PASSWORD_CLIENT = 'auth-lost-password-client';
const LOST_PASSWORD_EMAIL = 'auth-lost-password-email';
const RESET_CLIENT = 'auth-reset-client';

/**
 * The auth calls of spec §7: register, login, social login, auto-login, logout, lost and reset
 * password, and a guest session for the checkout. Every POST refuses other sites' requests; the GET changes
 * nothing but the session's last-seen time.
 */
export const authRoutes: ShopPluginAsync<AuthRoutesOptions> = async (
  app,
  { db, storeOrigins, limits, passwordHashMemoryKib, oidcProviders, onSignIn, onAccountVerified },
) => {
  const auth = createAuthService({ db, storeOrigins, passwordHashMemoryKib, onAccountVerified });
  const socialSignIn = createSocialSignIn(oidcProviders, storeOrigins);
  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).send(errorBody(message));
  const tooMany = (reply: FastifyReply, verdict: { retryAfterSeconds: number }, message: string) =>
    reply
      .code(429)
      .header('Retry-After', String(verdict.retryAfterSeconds))
      .send(errorBody(message));
  /**
   * A customer who just proved who they are: a session, their cart and wishlist, and this browser
   * known.
   */
  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    customerId: number,
  ) => {
    setSessionCookie(request, reply, token, storeOrigins);
    await rememberDevice(db, request, reply, customerId, storeOrigins);
    await onSignIn(request, reply, customerId);
  };

  app.get('/api/auth/autoLogin', async (request, reply) => {
    const session = await currentSession(db, request, reply, storeOrigins);
    const answer: AutoLoginResponse = session
      ? { guest: session.guest, userData: session.userData }
      : { guest: false, userData: null };
    return reply.header('Cache-Control', 'no-store').send(answer);
  });

  app.post('/api/auth/register', contractBody(RegisterRequest), async (request, reply) => {
    const locale = requestLocale(request);
    const messages = authMessages[locale];
    const {
      email,
      password,
      passwordConfirmation: _confirmed,
      newsletter,
      privacy: _accepted,
      language,
      redirect,
      consentTextVersions,
      ...profile
    } = request.body;
    if (isCommonPassword(password)) return refuse(reply, 400, messages.commonPassword);
    // Per client first: a client over its limit does not use up the addresses it names. The
    // limit per address keeps the form from flooding someone's inbox.
    const limited = await hitRateLimitsInTurn(
      db,
      { name: REGISTER_CLIENT, subject: request.ip, rule: limits.loginPerClient },
      { name: REGISTER_EMAIL, subject: email.toLowerCase(), rule: limits.lostPasswordPerEmail },
    );
    if (!limited.allowed) return tooMany(reply, limited, messages.tooManyRequests);

    await auth.requestRegistration(
      {
        email,
        password,
        profile,
        newsletter,
        language,
        ...(consentTextVersions && { consentTextVersions }),
      },
      redirect ?? '/',
    );
    const answer: RegisterResponse = { message: messages.activationLinkSent };
    return reply.header('Cache-Control', 'no-store').send(answer);
  });

  app.post(
    '/api/auth/register/confirm',
    {
      ...contractBody(ActivateAccountRequest),
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const messages = authMessages[locale];
      const perClient = await hitRateLimit(
        db,
        ACTIVATE_CLIENT,
        request.ip,
        limits.lostPasswordPerClient,
      );
      if (!perClient.allowed) return tooMany(reply, perClient, messages.tooManyRequests);

      const activated = await auth.activateRegistration(
        request.body.token,
        sessionTokenOf(request),
      );
      if (!activated) {
        request.log.warn({ ip: request.ip }, 'activation refused: unknown, used or expired link');
        return refuse(reply, 400, messages.invalidActivationLink);
      }
      request.log.info({ customerId: activated.customerId }, 'account activated');
      await signIn(request, reply, activated.token, activated.customerId);
      const answer: ActivateAccountResponse = {
        message: messages.registered,
        redirect: activated.redirect,
        token: true,
      };
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  );

  app.post('/api/auth/login', contractBody(LoginRequest), async (request, reply) => {
    const locale = requestLocale(request);
    const messages = authMessages[locale];
    const email = request.body.email;
    // Every attempt counts against the client: it only ever holds up the client itself.
    const perClient = await hitRateLimit(db, LOGIN_CLIENT, request.ip, limits.loginPerClient);
    if (!perClient.allowed) {
      request.log.warn({ ip: request.ip, limit: 'client' }, 'login refused: too many attempts');
      return tooMany(reply, perClient, messages.tooManyLoginAttempts(perClient.retryAfterSeconds));
    }
    // From the owner's known device the address is never delayed; from any other, its attempts
    // come ever more slowly (the same for an address without an account).
    const account = await auth.findAccount(email);
    const deviceOwner = await knownDeviceCustomer(db, request);
    const knownDevice = account !== null && deviceOwner === account.id;
    if (!knownDevice) {
      const attempt = await claimLoginAttempt(db, email);
      if (!attempt.allowed) {
        request.log.warn({ ip: request.ip, limit: 'address' }, 'login delayed: failed attempts');
        return tooMany(reply, attempt, messages.loginDelayed(attempt.retryAfterSeconds));
      }
    }

    const passwordMatches = await auth.checkPassword(account, request.body.password);
    if (!account || !passwordMatches) {
      request.log.warn({ ip: request.ip }, 'login failed: unknown address or wrong password');
      return refuse(reply, 401, messages.wrongCredentials);
    }
    // The new session and the end of the address's failed attempts: one statement.
    const token = await auth.startSession(
      { customerId: account.id },
      sessionTokenOf(request),
      loginThrottleBucket(email),
    );
    await signIn(request, reply, token, account.id);
    const answer: LoginResponse = { token: true, redirect: request.body.redirect ?? '/' };
    return reply.send(answer);
  });

  app.post('/api/auth/socialLogin', contractBody(SocialLoginRequest), async (request, reply) => {
    const locale = requestLocale(request);
    const messages = authMessages[locale];
    const { provider } = request.body;
    if (!socialSignIn.knows(provider)) {
      request.log.warn({ ip: request.ip, provider }, 'social login refused: unknown provider');
      return refuse(reply, 400, messages.unknownSocialProvider);
    }
    // Like login's per-client limit, in a bucket of its own: every attempt counts.
    const perClient = await hitRateLimit(
      db,
      SOCIAL_LOGIN_CLIENT,
      request.ip,
      limits.loginPerClient,
    );
    if (!perClient.allowed) {
      request.log.warn(
        { ip: request.ip, limit: 'client' },
        'social login refused: too many attempts',
      );
      return tooMany(reply, perClient, messages.tooManyLoginAttempts(perClient.retryAfterSeconds));
    }

    const verdict = await socialSignIn.identify(request.body);
    if (!verdict.ok) {
      if (verdict.reason === 'provider-unavailable') {
        request.log.error(
          { ip: request.ip, provider, detail: verdict.detail },
          'social login failed: the provider could not be asked',
        );
        return refuse(reply, 503, messages.socialProviderUnavailable);
      }
      request.log.warn(
        { ip: request.ip, provider, reason: verdict.reason, detail: verdict.detail },
        'social login refused: code or ID token not accepted',
      );
      return refuse(reply, 401, messages.socialLoginRefused);
    }
    const started = await auth.socialLogin(verdict.identity, locale, sessionTokenOf(request));
    if (started === null) {
      request.log.warn(
        { ip: request.ip, provider },
        'social login refused: the address belongs to a customer linked to another account of the provider',
      );
      return refuse(reply, 401, messages.socialLoginRefused);
    }
    request.log.info(
      { provider, customerId: started.customerId, created: started.created },
      'social login',
    );
    await signIn(request, reply, started.token, started.customerId);
    const answer: SocialLoginResponse = {
      token: true,
      redirect: request.body.redirect ?? '/',
    };
    return reply.send(answer);
  });

  app.post('/api/auth/logout', {}, async (request, reply) => {
    const token = sessionTokenOf(request);
    if (token) await auth.endSession(token);
    clearSessionCookie(request, reply, storeOrigins);
    const answer: LogoutResponse = { message: authMessages[requestLocale(request)].loggedOut };
    return reply.send(answer);
  });

  app.post('/api/auth/lost-password', contractBody(LostPasswordRequest), async (request, reply) => {
    const locale = requestLocale(request);
    const messages = authMessages[locale];
    const email = request.body.email;
    // Per client first: a client over its limit does not use up the addresses it names.
    const limited = await hitRateLimitsInTurn(
      db,
      { name: LOST_PASSWORD_CLIENT, subject: request.ip, rule: limits.lostPasswordPerClient },
      {
        name: LOST_PASSWORD_EMAIL,
        subject: email.toLowerCase(),
        rule: limits.lostPasswordPerEmail,
      },
    );
    if (!limited.allowed) return tooMany(reply, limited, messages.tooManyRequests);

    await auth.requestPasswordReset(email, request.body.language);
    const answer: LostPasswordResponse = { message: messages.resetLinkSent };
    return reply.send(answer);
  });

  app.post('/api/auth/reset', contractBody(ResetPasswordRequest), async (request, reply) => {
    const locale = requestLocale(request);
    const messages = authMessages[locale];
    if (isCommonPassword(request.body.password)) {
      return refuse(reply, 400, messages.commonPassword);
    }
    const perClient = await hitRateLimit(
      db,
      RESET_CLIENT,
      request.ip,
      limits.lostPasswordPerClient,
    );
    if (!perClient.allowed) return tooMany(reply, perClient, messages.tooManyRequests);

    const customerId = await auth.resetPassword(request.body.token, request.body.password);
    if (customerId === null) {
      request.log.warn({ ip: request.ip }, 'password reset refused: unknown, used or expired link');
      return refuse(reply, 400, messages.invalidResetLink);
    }
    // The browser that opened the owner's link is theirs: its next login is never delayed.
    await rememberDevice(db, request, reply, customerId, storeOrigins);
    const answer: ResetPasswordResponse = { message: messages.passwordChanged };
    return reply.send(answer);
  });

  app.post('/api/auth/guest', contractBody(GuestSessionRequest), async (request, reply) => {
    const locale = requestLocale(request);
    const messages = authMessages[locale];
    const perClient = await hitRateLimit(db, GUEST_CLIENT, request.ip, limits.loginPerClient);
    if (!perClient.allowed) return tooMany(reply, perClient, messages.tooManyRequests);

    const guestEmail = request.body.email;
    const token = await auth.startSession({ guestEmail }, sessionTokenOf(request));
    setSessionCookie(request, reply, token, storeOrigins);
    const answer: GuestSessionResponse = { message: messages.guestStarted, guest: true };
    return reply.send(answer);
  });
};
