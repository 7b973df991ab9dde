import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  businessVerifications,
  companies,
  notifications,
  users,
  verificationDocuments,
} from '../../db/schema.js';
import { asCookie, ORIGIN, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';
import { renderNotification } from '../notifications/notification-texts.js';
import { multipartBody, padded, type Part } from '../uploads/multipart-bodies.js';
import { pngBytes, svgWithScript } from '../uploads/test-images.js';
import { documentPart, documentsBody, tinyPdf } from './verification-test-kit.js';

// Verified businesses (issue 31 item 5): an application with private documents, the operators' queue, one
// decision however many operators press at once, and the badge the catalog shows.
let t: TestApp;
let admin: Session;
const staff: Record<'moderator' | 'support' | 'finance', Session> = {} as never;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '10000' });
  admin = await signUpAdmin(t.app, t.database.db);
  for (const role of ['moderator', 'support', 'finance'] as const) {
    staff[role] = await signUp(t.app, { name: `Staff ${role}` });
    await t.database.db
      .update(users)
      .set({ staffRoles: [role] })
      .where(eq(users.id, staff[role].id));
  }
});
afterAll(() => t.close());

const db = () => t.database.db;
const send = (who: Session | null, body: { payload: Buffer; contentType: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/verification',
    headers: { ...(who ? asCookie(who) : { origin: ORIGIN }), 'content-type': body.contentType },
    payload: body.payload,
  });
const get = (who: Session | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? asCookie(who) : {} });
const post = (who: Session, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: asCookie(who), ...(payload ? { payload } : {}) });
const rows = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(verificationDocuments)
  )[0]!.n;

async function apply(who: Session, companyId?: string) {
  const res = await send(who, await documentsBody(companyId));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().verification as {
    _id: string;
    status: string;
    documents: { _id: string; kind: string; contentType: string; url: string }[];
  };
}

describe('applying', () => {
  it('keeps the trade licence (PDF, as sent) and the NID (re-encoded) privately, waiting for review', async () => {
    const seller = await signUp(t.app, { name: 'Rahim Hardware' });
    const v = await apply(seller);
    expect(v.status).toBe('pending');
    expect(v.documents.map((d) => [d.kind, d.contentType])).toEqual([
      ['nid', 'image/webp'],
      ['tradeLicence', 'application/pdf'],
    ]);
    for (const d of v.documents) expect(d.url).toBe(`/api/verification/documents/${d._id}`);
    // Nothing of it is written where the public /uploads route serves from.
    const uploads = await readdir(join(t.dataDir, 'uploads')).catch(() => []);
    expect(uploads).toEqual([]);
    const pdf = await get(seller, v.documents[1]!.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    // Our own page may frame it (the operators' queue shows it there), no other site; it may load nothing.
    expect(pdf.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(pdf.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(pdf.headers['content-security-policy']).toContain("default-src 'none'");
    expect(pdf.rawPayload.equals(tinyPdf())).toBe(true);
    const mine = await get(seller, '/api/verification');
    expect(mine.json()).toMatchObject({ sellerVerified: false, verifications: [{ _id: v._id }] });
    // A second application while one waits is refused, and writes nothing.
    const before = await rows();
    const again = await send(seller, await documentsBody());
    expect(again.statusCode).toBe(409);
    expect(await rows()).toBe(before);
  });

  it('serves the documents to the applicant and reviewing operators only', async () => {
    const seller = await signUp(t.app);
    const v = await apply(seller);
    const url = v.documents[0]!.url;
    const other = await signUp(t.app);
    expect((await get(null, url)).statusCode).toBe(401);
    for (const who of [other, staff.support, staff.finance]) {
      const res = await get(who, url);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.rawPayload.includes(Buffer.from('RIFF'))).toBe(false);
    }
    for (const who of [seller, staff.moderator, admin]) {
      const res = await get(who, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await get(seller, '/api/verification/documents/not-a-uuid')).statusCode).toBe(404);
  });

  it('refuses bad files with 400 naming the field, and writes nothing', async () => {
    const seller = await signUp(t.app);
    const png = await pngBytes(20, 20);
    const pdf = tinyPdf();
    const bodies: [string, Part[], string][] = [
      [
        'wrong type',
        [documentPart('tradeLicence', svgWithScript, 'x.svg', 'image/svg+xml'), documentPart('nid', png)],
        'tradeLicence',
      ],
      [
        'text named .pdf',
        [
          documentPart('tradeLicence', pdf),
          documentPart('nid', Buffer.from('hello'), 'nid.pdf', 'application/pdf'),
        ],
        'nid',
      ],
      [
        'a PDF cut short',
        [
          documentPart('tradeLicence', pdf.subarray(0, pdf.length - 40), 'l.pdf', 'application/pdf'),
          documentPart('nid', png),
        ],
        'tradeLicence',
      ],
      [
        'too big',
        [documentPart('tradeLicence', padded(png, 5 * 1024 * 1024)), documentPart('nid', png)],
        'tradeLicence',
      ],
      ['empty', [documentPart('tradeLicence', Buffer.alloc(0)), documentPart('nid', png)], 'tradeLicence'],
      ['no NID', [documentPart('tradeLicence', pdf)], 'nid'],
      [
        'two licences',
        [documentPart('tradeLicence', pdf), documentPart('tradeLicence', pdf), documentPart('nid', png)],
        'tradeLicence',
      ],
      ['another field', [documentPart('passport', png)], 'documents'],
      [
        'a licence as text',
        [{ name: 'tradeLicence', data: 'TRAD/1' }, documentPart('nid', png)],
        'tradeLicence',
      ],
    ];
    const before = await rows();
    for (const [what, parts, field] of bodies) {
      const res = await send(seller, multipartBody(parts));
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json().fields?.[field], what).toEqual(expect.any(String));
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/verification',
      headers: asCookie(seller),
      payload: { documents: [] },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields.documents).toEqual(expect.any(String));
    expect(await rows()).toBe(before);
    // In Bengali too.
    const bn = await t.app.inject({
      method: 'POST',
      url: '/api/verification',
      headers: {
        ...asCookie(seller),
        'accept-language': 'bn',
        'content-type': multipartBody([]).contentType,
      },
      payload: multipartBody([documentPart('tradeLicence', svgWithScript), documentPart('nid', png)]).payload,
    });
    expect(bn.json().message).toMatch(/[\u0980-\u09ff]/);
  });

  it("lets a company's owner apply for it; another member is refused, a stranger finds no company", async () => {
    const owner = await signUp(t.app);
    const created = await post(owner, '/api/companies', {
      name: 'Karnaphuli Traders',
      tradeLicence: 'TRAD/CCC/2024/118',
      bin: '0012345678901',
      tin: '123456789012',
      location: { division: 'chattogram', district: 'chattogram', area: 'kotwali' },
      address: '12 Khatunganj Road',
    });
    expect(created.statusCode, created.body).toBe(201);
    const companyId = created.json().company.id as string;
    const stranger = await signUp(t.app);
    expect((await send(stranger, await documentsBody(companyId))).statusCode).toBe(404);
    expect((await send(stranger, await documentsBody('nope'))).statusCode).toBe(404);
    const v = await apply(owner, companyId);
    expect((await post(admin, `/api/admin/verifications/${v._id}/approve`)).statusCode).toBe(200);
    const [company] = await db().select().from(companies).where(eq(companies.id, companyId));
    expect(company!.verifiedAt).toBeInstanceOf(Date);
    // The owner as a seller is not verified by the company's licence.
    expect((await get(owner, '/api/verification')).json().sellerVerified).toBe(false);
  });
});

describe("the operators' queue", () => {
  it('lists pending applications to reviewing staff only', async () => {
    const seller = await signUp(t.app, { name: 'Queue Seller' });
    const v = await apply(seller);
    const queue = await get(staff.moderator, '/api/admin/verifications?status=pending&limit=100');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().verifications.map((x: { _id: string }) => x._id)).toContain(v._id);
    expect((await get(staff.support, '/api/admin/verifications')).statusCode).toBe(403);
    expect((await get(seller, '/api/admin/verifications')).statusCode).toBe(403);
    expect((await get(admin, '/api/admin/verifications?status=nope')).statusCode).toBe(400);
  });

  it('approves: the badge shows on cards, the product page and the seller page; audit row and notice', async () => {
    const seller = await signUp(t.app, { name: 'Badge Seller' });
    const product = await createProduct(db(), { sellerId: seller.id, productName: 'Verifiedbadge lantern' });
    const card = async () =>
      (await get(null, '/api/products?view=card&q=verifiedbadge')).json().products[0].sellerVerified;
    expect(await card()).toBe(false);
    const v = await apply(seller);
    const res = await post(staff.moderator, `/api/admin/verifications/${v._id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().verification.status).toBe('approved');
    expect(await card()).toBe(true);
    expect((await get(null, `/api/product/${product.id}`)).json().sellerVerified).toBe(true);
    expect((await get(null, `/api/sellers/${seller.id}`)).json().seller.sellerVerified).toBe(true);
    expect((await get(seller, '/api/verification')).json().sellerVerified).toBe(true);
    const audit = await db().select().from(auditLog).where(eq(auditLog.targetId, seller.id));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['verification.approve', staff.moderator.id]]);
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'verification_decided')));
    expect(notice!.data).toMatchObject({ decision: 'approved' });
    // Verified already: a new application is refused.
    expect((await send(seller, await documentsBody())).statusCode).toBe(409);
  });

  it('rejects with a reason the applicant reads in both languages; a reason is required', async () => {
    const seller = await signUp(t.app);
    const v = await apply(seller);
    const none = await post(admin, `/api/admin/verifications/${v._id}/reject`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.reason).toEqual(expect.any(String));
    const reason = 'The trade licence expired in June 2025';
    const res = await post(admin, `/api/admin/verifications/${v._id}/reject`, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(seller, '/api/verification')).json().verifications[0]).toMatchObject({
      status: 'rejected',
      reason,
    });
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'verification_decided')));
    for (const lang of ['en', 'bn'] as const) {
      const text = renderNotification(notice!.kind, notice!.data, lang, 'https://shop.example')!;
      expect(text.text).toContain(reason);
      expect(text.path).toBe('/verification');
    }
    expect(renderNotification(notice!.kind, notice!.data, 'bn', '')!.subject).toMatch(/[\u0980-\u09ff]/);
    // Rejected: the applicant may apply again.
    await apply(seller);
  });

  it('two operators deciding at once make one decision', async () => {
    for (let round = 0; round < 3; round++) {
      const seller = await signUp(t.app);
      const v = await apply(seller);
      const answers = await Promise.all([
        post(admin, `/api/admin/verifications/${v._id}/approve`),
        post(staff.moderator, `/api/admin/verifications/${v._id}/reject`, {
          reason: 'The NID photo is blurred',
        }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const [row] = await db()
        .select()
        .from(businessVerifications)
        .where(eq(businessVerifications.id, v._id));
      const winner = answers.find((a) => a.statusCode === 200)!.json().verification.status;
      expect(row!.status).toBe(winner);
      const decided = await db()
        .select()
        .from(auditLog)
        .where(sql`${auditLog.after}->>'verificationId' = ${v._id}`);
      expect(decided).toHaveLength(1);
      const told = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'verification_decided')));
      expect(told).toHaveLength(1);
      const [user] = await db().select().from(users).where(eq(users.id, seller.id));
      expect(user!.businessVerifiedAt !== null).toBe(winner === 'approved');
    }
  });

  it('answers 404 for an unknown application and 409 for a decided one', async () => {
    expect((await post(admin, '/api/admin/verifications/x/approve')).statusCode).toBe(404);
    expect(
      (await post(admin, '/api/admin/verifications/00000000-0000-4000-8000-000000000000/approve')).statusCode,
    ).toBe(404);
  });
});
