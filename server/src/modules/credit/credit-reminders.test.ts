import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { companies, companyMembers, creditInvoices, notifications } from '../../db/schema.js';
import { renderNotification } from '../notifications/notification-texts.js';
import { createCreditRemindersRepo } from './credit-reminders.repo.js';
import { createCreditReminders } from './credit-reminders.service.js';

// Invoice reminders (issue 31 item 4) with a fixed clock: CREDIT_REMINDER_DAYS_BEFORE (3) days before the due
// date and a day after it, the company's owner and finance members are told, each reminder once — also when
// two sweeps run at once. PGlite, and PostgreSQL with TEST_DATABASE_URL.

const DAY = 86_400_000;
const T = new Date('2026-12-01T04:00:00.000Z');
const at = (days: number) => new Date(T.getTime() + days * DAY);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const quiet = { info: () => {}, error: () => {} };
const reminders = () =>
  createCreditReminders({ repo: createCreditRemindersRepo(t.database.db), daysBefore: 3, log: quiet });

/** A company with one member of each role, and its open invoices due at the days given (from T). */
async function company(dueDays: number[]) {
  const db = t.database.db;
  const [owner, finance, buyer, approver] = [
    await createUser(db),
    await createUser(db),
    await createUser(db),
    await createUser(db),
  ];
  const [c] = await db
    .insert(companies)
    .values({
      name: `Akter Traders ${randomUUID().slice(0, 6)}`,
      tradeLicence: 'TRAD/DNCC/2024/5521',
      bin: '0012345678901',
      tin: '123456789012',
      division: 'dhaka',
      district: 'dhaka',
      area: 'motijheel',
      address: '14 Motijheel C/A',
      createdBy: owner!.id,
    })
    .returning();
  await db.insert(companyMembers).values([
    { companyId: c!.id, userId: owner!.id, role: 'owner' },
    { companyId: c!.id, userId: finance!.id, role: 'finance' },
    { companyId: c!.id, userId: buyer!.id, role: 'buyer' },
    { companyId: c!.id, userId: approver!.id, role: 'approver' },
  ]);
  const invoices = await db
    .insert(creditInvoices)
    .values(
      dueDays.map((d, i) => ({
        number: `INV-C-TEST-${randomUUID().slice(0, 8)}-${i}`,
        companyId: c!.id,
        amountPoisha: 100_000 + i,
        paidPoisha: 40_000,
        issuedAt: at(d - 30),
        dueAt: at(d),
      })),
    )
    .returning();
  return { companyId: c!.id, owner: owner!, finance: finance!, buyer: buyer!, approver: approver!, invoices };
}

/** The reminders each user got: [kind, invoice number], in a stable order. */
async function told(userIds: string[]) {
  const rows = await t.database.db
    .select({ userId: notifications.userId, kind: notifications.kind, data: notifications.data })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, userIds),
        inArray(notifications.kind, ['invoice_due_soon', 'invoice_overdue']),
      ),
    );
  return rows
    .map((r) => `${r.userId} ${r.kind} ${String(r.data.number)}`)
    .sort()
    .map((s) => s.split(' ').slice(1).join(' '));
}

describe('invoice reminders', () => {
  it('before the due date and a day after it, once each, to the owner and finance (not buyers or approvers)', async () => {
    // Due in 2 days, in 10 days, 2 days ago, 12 hours ago; and one paid, due tomorrow.
    const c = await company([2, 10, -2, -0.5, 1]);
    const [soon, later, overdue, justDue, paid] = c.invoices;
    await t.database.db
      .update(creditInvoices)
      .set({ status: 'paid', paidPoisha: paid!.amountPoisha })
      .where(eq(creditInvoices.id, paid!.id));

    const sweep = reminders().sweep;
    expect(await sweep(T)).toEqual({ dueSoon: 1, overdue: 1 });
    const expected = [`invoice_due_soon ${soon!.number}`, `invoice_overdue ${overdue!.number}`].sort();
    expect(await told([c.owner.id])).toEqual(expected);
    expect(await told([c.finance.id])).toEqual(expected);
    expect(await told([c.buyer.id, c.approver.id])).toEqual([]);
    const [note] = await t.database.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.userId, c.owner.id), eq(notifications.kind, 'invoice_due_soon')));
    // What is left to pay on it, and when it is due.
    expect(note!.data).toMatchObject({
      invoiceId: soon!.id,
      companyId: c.companyId,
      amount: soon!.amountPoisha - 40_000,
      dueAt: soon!.dueAt.toISOString(),
    });

    // The next sweep at the same moment sends nothing more.
    expect(await sweep(T)).toEqual({ dueSoon: 0, overdue: 0 });
    // Three days on: the first is now a day overdue, the one due 12 hours before T too; the ten-day one is not
    // yet within three days (seven left).
    expect(await sweep(at(3))).toEqual({ dueSoon: 0, overdue: 2 });
    expect(await told([c.owner.id])).toEqual(
      [...expected, `invoice_overdue ${soon!.number}`, `invoice_overdue ${justDue!.number}`].sort(),
    );
    expect(await sweep(at(7.5))).toEqual({ dueSoon: 1, overdue: 0 });
    expect((await told([c.finance.id])).filter((k) => k.endsWith(later!.number))).toEqual([
      `invoice_due_soon ${later!.number}`,
    ]);
    const [stamped] = await t.database.db
      .select()
      .from(creditInvoices)
      .where(eq(creditInvoices.id, soon!.id));
    expect(stamped).toMatchObject({ remindedBeforeAt: T, remindedAfterAt: at(3) });
  });

  it('two sweeps at once (two processes) send each reminder once', async () => {
    const c = await company([1, -3]);
    const [a, b] = [reminders(), reminders()];
    const results = await Promise.all([a.sweep(T), b.sweep(T), a.sweep(T)]);
    expect(results.reduce((s, r) => s + r.dueSoon, 0)).toBe(1);
    expect(results.reduce((s, r) => s + r.overdue, 0)).toBe(1);
    expect(await told([c.owner.id, c.finance.id])).toHaveLength(4);
  });

  it('the texts name the invoice, what is left and the due date, in English and in Bengali', () => {
    const data = {
      number: 'INV-C-20261101-1A2B3C4D',
      companyName: 'Akter Traders',
      amount: 1_234_550,
      dueAt: '2026-12-03T04:00:00.000Z',
    };
    const en = renderNotification('invoice_due_soon', data, 'en', 'https://bulkbazar.test')!;
    expect(en.subject).toContain('INV-C-20261101-1A2B3C4D');
    expect(en.text).toContain('12,345.50');
    expect(en.path).toBe('/company/credit');
    const bn = renderNotification('invoice_overdue', data, 'bn', 'https://bulkbazar.test')!;
    expect(bn.subject).toContain('INV-C-20261101-1A2B3C4D');
    expect(bn.text).toContain('১২,৩৪৫.৫০');
    expect(bn.text).toContain('বাকিতে নতুন অর্ডার');
  });
});
