// The minimal build (no Kysely: the shop's adapter is drizzle's) and each plugin from its own module, not the
// barrel of every plugin: about 0.3 s less of the server's start (issue 35; measured 890/1022/668 ms → 455/572/535).
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins/admin';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { pickLang, RESET_LINK_MINUTES } from '@bulkbazar/contract';
import { addNotifications } from '../../db/notification-outbox.js';
import { accounts, sessions, users, verifications } from '../../db/schema.js';
import { phoneSignInPlugin } from './phone-sign-in.js';
import { trustedOrigins } from './trusted-origins.js';
import { withStoredUserFields } from './user-fields.js';

export const BLOCKED_MESSAGE =
  'This account has been blocked. Contact support if you think this is a mistake.';
export const GOOGLE_PROVIDER_ID = 'google';

/**
 * Better Auth over our database: email + password (scrypt, 8–128 characters), cookie sessions and bearer
 * tokens for API clients, roles and bans (admin plugin), and Google through OpenID Connect discovery
 * (generic OAuth plugin), so the issuer can be a local provider in tests. Only some of its HTTP routes
 * are mounted (auth.routes.ts); the admin plugin's are not — the shop's own admin routes use its data.
 */
type Logger = { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

/** What the library wants logged, without query parameters (they can hold emails and password hashes). */
function libraryLogger(log: Logger) {
  const scrub = (v: unknown) =>
    String(v instanceof Error ? v.message : v)
      .split(/\nparams:|params:/)[0]!
      .slice(0, 500);
  return {
    log: (level: string, message: string, ...args: unknown[]) => {
      const detail = { detail: args.map(scrub) };
      if (level === 'error') log.error(detail, `auth: ${message}`);
      else if (level === 'warn') log.warn(detail, `auth: ${message}`);
    },
  };
}

/** How passwords are hashed and checked; only tests give their own (AppDeps.passwordHashing). */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

export function createAuth(
  db: Db,
  config: Config,
  secret: string,
  log: Logger,
  passwordHashing?: PasswordHashing,
) {
  return betterAuth({
    appName: config.brandName,
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      // Without it (always, outside tests), the library's own scrypt.
      ...(passwordHashing ? { password: passwordHashing } : {}),
      // "Forgot password?": the link goes out as a notification (the outbox's worker e-mails it, with retries),
      // to our own page rather than the library's redirect route. The library calls this after storing the
      // token and before answering, outside any transaction of ours: the row is written before the answer.
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }, request) => {
        const url = `${config.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        // The mail is written in the language of the page that asked for it.
        const lang = pickLang(
          request?.headers.get('cookie') ?? undefined,
          request?.headers.get('accept-language') ?? undefined,
        );
        await addNotifications(db, [{ userId: user.id, kind: 'password_reset', data: { url, lang } }]);
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Our own limiter (http/rate-limit.ts) answers in the shared error shape with Retry-After.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: libraryLogger(log),
    advanced: {
      useSecureCookies: config.baseUrl.startsWith('https://'),
    },
    account: { accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] } },
    // Names and photos within the users table's rules, whatever the source (a Google profile).
    databaseHooks: {
      user: {
        create: { before: async (user) => ({ data: withStoredUserFields(user) }) },
        update: { before: async (user) => ({ data: withStoredUserFields(user) }) },
      },
    },
    // A refused or broken Google sign-in lands on our login page (?error=…), not on a page of the library.
    onAPIError: { errorURL: `${config.baseUrl}/login` },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'], bannedUserMessage: BLOCKED_MESSAGE }),
      bearer(),
      // Sign-in by SMS code (issue 32): the plugin's verify route, with our codes (phone-sign-in.ts).
      phoneSignInPlugin(),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  discoveryUrl: `${config.google.issuer}/.well-known/openid-configuration`,
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
