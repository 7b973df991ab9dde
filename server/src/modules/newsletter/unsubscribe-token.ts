import { createHmac, timingSafeEqual } from 'node:crypto';

// The key is derived from the auth secret for this one purpose, so a token cannot pass for anything else the
// secret signs (session cookies), and rotating AUTH_SECRET voids old links along with sessions.
const PURPOSE = 'bulkbazar/newsletter-unsubscribe/v1';
const B64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Unsubscribe tokens: `base64url(email).base64url(HMAC-SHA256(email))`. The token carries the address, so
 * unsubscribing needs no guessable id and no lookup before the signature is checked. They do not expire: a
 * newsletter's link has to keep working.
 */
export function createUnsubscribeTokens(secret: string) {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  const sign = (email: string) => createHmac('sha256', key).update(email, 'utf8').digest();
  return {
    tokenFor(email: string): string {
      const address = email.toLowerCase();
      return `${Buffer.from(address, 'utf8').toString('base64url')}.${sign(address).toString('base64url')}`;
    },
    /** The address a token was made for, or undefined when it was not made by this server (or was altered). */
    emailOf(token: string): string | undefined {
      const parts = token.split('.');
      if (parts.length !== 2 || !parts.every((part) => B64URL.test(part))) return undefined;
      const email = Buffer.from(parts[0]!, 'base64url').toString('utf8');
      const given = Buffer.from(parts[1]!, 'base64url');
      const expected = sign(email);
      return given.length === expected.length && timingSafeEqual(given, expected) ? email : undefined;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
