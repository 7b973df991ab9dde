import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@bulkbazar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { staffPermissionOf } from '../../src/http/route-rules.js';
import { asCookie, ORIGIN, signUp, type Session } from '../auth-helpers.js';
import { buildTestApp } from '../build-test-app.js';
import { snapshot } from './db-snapshot.js';
import { createActors, createFixture } from './matrix-fixtures.js';
import { RULES } from './route-expectations.js';
import { fillUrl, listApiRoutes } from './route-table.js';

// The staff side of the authorization matrix (issue 33, decision 0027), generated from app.routeRules: every
// staff route (access 'admin' or 'staff:<permission>') is called signed out, by a plain user and by a staff
// member holding each single role. A role whose permissions include the route's gets what an administrator
// gets (route-expectations.ts's admin column, with the same fixture and body); any other gets 403, and a
// refused write leaves every table as it was. Signed out is 401.
const t = await buildTestApp({
  AUTH_RATE_LIMIT_MAX: '10000',
  WRITE_RATE_LIMIT_MAX: '1000000',
  PAYMENTS_FAKE: 'true',
});
const db = t.database.db;
const cast = await createActors(t.app, db);

async function staffMember(role: StaffRole | 'none'): Promise<Session> {
  const session = await signUp(t.app, { name: `Staff ${role}` });
  await db
    .update(users)
    .set({ staffRoles: role === 'none' ? [] : [role] })
    .where(eq(users.id, session.id));
  return session;
}
const CALLERS = ['none', ...STAFF_ROLES] as const;
const staff = Object.fromEntries(
  await Promise.all(CALLERS.map(async (r) => [r, await staffMember(r)] as const)),
) as Record<(typeof CALLERS)[number], Session>;

const staffRoutes = listApiRoutes(t.app).filter((route) => {
  const rule = t.app.routeRules.find(
    (r) => r.url === route.url && r.method.split(',').includes(route.method),
  );
  const staffRule = rule?.access === 'admin' || staffPermissionOf(rule?.access);
  return route.source === 'app' && staffRule && RULES[route.key];
});
const accessOf = (url: string, method: string) =>
  t.app.routeRules.find((r) => r.url === url && r.method.split(',').includes(method))!.access!;

/** Whether a caller holding only `role` may call a route ruled `access`. */
const allowed = (role: (typeof CALLERS)[number], access: string) => {
  if (role === 'admin') return true;
  const permission = staffPermissionOf(access);
  return role !== 'none' && !!permission && ROLE_PERMISSIONS[role].includes(permission);
};
const tally = { cases: 0, allowed: 0, refused: 0 };
let address = 0;

afterAll(async () => {
  console.log(
    `staff matrix: ${staffRoutes.length} staff routes × ${CALLERS.length + 1} callers = ${tally.cases} cases ` +
      `(${tally.allowed} allowed, ${tally.refused} refused)`,
  );
  await t.close();
});

describe('staff roles: every staff route × every role', () => {
  // A route without a row in route-expectations.ts fails authorization-matrix-<k>.test.ts; here it is left out.
  it('finds the staff routes', () => expect(staffRoutes.length).toBeGreaterThan(40));

  it('gives each role some routes and refuses it others', () => {
    for (const role of ['moderator', 'support', 'finance'] as const) {
      const mine = staffRoutes.filter((r) => allowed(role, accessOf(r.url, r.method)));
      expect(mine.length, role).toBeGreaterThan(0);
      expect(mine.length, role).toBeLessThan(staffRoutes.length);
    }
  });

  const cases = staffRoutes.flatMap((route) =>
    (['anonymous', ...CALLERS] as const).map((caller) => [route.key, caller, route] as const),
  );
  it.each(cases)('%s as %s', async (key, caller, route) => {
    const rule = RULES[key]!;
    const access = accessOf(route.url, route.method);
    const session = caller === 'anonymous' ? null : staff[caller];
    // The rule's call builds the request as an administrator's would be, with this caller as the caller.
    const asCaller = session ? { ...cast, admin: session } : cast;
    const f = rule.call?.length ? await createFixture(t.app, db, asCaller) : ({} as never);
    const call = rule.call ? rule.call(f, asCaller, session) : {};
    const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
    const url = fillUrl(route.url, call.params ?? {}) + query;
    const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
    const headers: Record<string, string> = session ? asCookie(session) : { origin: ORIGIN };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const isWrite = route.method !== 'GET';
    const before = isWrite ? await snapshot(db) : undefined;
    const res = await t.app.inject({
      method: route.method as 'POST',
      url,
      headers,
      payload,
      remoteAddress: `10.2.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
    });
    tally.cases++;
    const what = `${route.method} ${url} (${access}) as ${caller}: ${res.body.slice(0, 200)}`;
    if (caller === 'anonymous') {
      expect(res.statusCode, what).toBe(401);
    } else if (allowed(caller, access)) {
      tally.allowed++;
      expect(res.statusCode, what).toBe(rule.expect.admin);
    } else {
      tally.refused++;
      expect(res.statusCode, what).toBe(403);
      if (before) expect(await snapshot(db), `${what} was refused but changed the database`).toEqual(before);
    }
  });
});
