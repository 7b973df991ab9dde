import { createHmac } from 'node:crypto';

/** Who is looking at a product page: a signed-in user, or else an address with its browser. */
export type Visitor = { userId: string | null; address: string; userAgent: string };

/** A viewer's keys for one day: who they are, and (anonymous viewers only) which address they came from. */
export type ViewerKeys = { viewer: string; address: string | null };

/**
 * A viewer's keys for one day, to count them once per product per day without keeping who they are:
 * HMAC-SHA-256 of the day and the user id (or address and browser) under a key derived from the server's
 * secret, 128 bits kept. A plain hash would not do: every IPv4 address can be tried against it in minutes.
 * The day is in the input, so one visitor's keys of two days cannot be linked to each other. The address
 * key lets the counter cap how many browsers one address may add (a script can change its user agent).
 */
export function createViewerKey(secret: string): (day: string, visitor: Visitor) => ViewerKeys {
  const key = createHmac('sha256', secret).update('bulkbazar product viewers').digest();
  const mac = (...parts: string[]) =>
    createHmac('sha256', key).update(parts.join('\0')).digest('hex').slice(0, 32);
  return (day, { userId, address, userAgent }) =>
    userId
      ? { viewer: mac(day, 'user', userId), address: null }
      : { viewer: mac(day, 'anonymous', address, userAgent), address: mac(day, 'address', address) };
}
