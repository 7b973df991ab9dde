import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.js';
import { users } from '../src/db/schema.js';

export const ORIGIN = 'http://localhost:3000';
export type Session = { id: string; email: string; password: string; cookie: string; token: string };

/** The session cookie from a response's set-cookie headers, as a Cookie header value. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.includes('session_token=') && !c.endsWith('='))
    .join('; ');
}

/** Registers through the real sign-up endpoint and returns the cookie and the bearer token. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string; image: string }> = {},
): Promise<Session> {
  const body = {
    name: 'Test Trader',
    email: `trader-${randomUUID().slice(0, 8)}@example.com`,
    password: 'correct horse battery',
    ...overrides,
  };
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const json = res.json();
  return {
    id: json.user.id,
    email: body.email,
    password: body.password,
    cookie: sessionCookie(res.headers['set-cookie']),
    token: String(res.headers['set-auth-token']),
  };
}

/** A signed-up user promoted to admin directly in the database (the way the admin CLI does). */
export async function signUpAdmin(app: FastifyInstance, db: Db): Promise<Session> {
  const session = await signUp(app, { name: 'Admin' });
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, session.id));
  return session;
}

export const asCookie = (s: Session) => ({ cookie: s.cookie, origin: ORIGIN });
export const asBearer = (s: Session) => ({ authorization: `Bearer ${s.token}` });
