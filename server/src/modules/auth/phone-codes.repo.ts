import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_MINUTES, PHONE_CODE_TRIES } from '@bulkbazar/contract';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { phoneCodeRequests, phoneCodes, users } from '../../db/schema.js';
import { addSignInCodeSms } from '../../db/sms-outbox.js';
import { AppError } from '../../kernel/app-error.js';

export type PhoneCodeLimits = { perNumberHour: number; perIpHour: number; perDay: number };

export const CODE_REFUSED = {
  number: 'Too many codes were sent to this number. Try again in an hour.',
  ip: 'Too many codes were asked for from your network. Try again in an hour.',
  day: 'We cannot send more codes today. Try again tomorrow, or sign in with your e-mail.',
} as const;
export const CODE_WRONG = 'That code is not right. Check the SMS and try again.';
export const CODE_EXPIRED = 'That code has expired or was never sent. Ask for a new one.';
export const CODE_TOO_MANY_TRIES = 'Too many wrong codes. Ask for a new one.';

// Every code request takes this lock for its transaction, so the limits' counts cannot be raced past.
const CODE_REQUESTS_LOCK = 4_172_032;

/**
 * Sign-in codes by SMS (issue 32): six digits, good for PHONE_CODE_MINUTES and PHONE_CODE_TRIES wrong tries,
 * kept only as an HMAC under the auth secret. Requests are limited per number and per address an hour and for
 * the whole shop a day (SMS pumping: someone making the shop text premium numbers); each request is a row, so
 * the counts hold across processes and the operator sees the refusals.
 */
export function createPhoneCodes(db: Db, secret: string, limits: PhoneCodeLimits, now = () => new Date()) {
  const hash = (phone: string, code: string) =>
    createHmac('sha256', secret).update(`phone-code:${phone}:${code}`).digest('hex');

  /** Sends a new code to `phone` (replacing any earlier one), or refuses with 429 naming the limit. */
  async function request(phone: string, ip: string): Promise<void> {
    const refused = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${CODE_REQUESTS_LOCK})`);
      const at = now();
      const hourAgo = new Date(at.getTime() - 3_600_000);
      const dayAgo = new Date(at.getTime() - 86_400_000);
      const count = async (...where: Parameters<typeof and>) => {
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(phoneCodeRequests)
          .where(and(isNull(phoneCodeRequests.refused), ...where));
        return row!.n;
      };
      const limit: keyof typeof CODE_REFUSED | null =
        (await count(eq(phoneCodeRequests.phoneNumber, phone), gt(phoneCodeRequests.createdAt, hourAgo))) >=
        limits.perNumberHour
          ? 'number'
          : (await count(eq(phoneCodeRequests.ip, ip), gt(phoneCodeRequests.createdAt, hourAgo))) >=
              limits.perIpHour
            ? 'ip'
            : (await count(gt(phoneCodeRequests.createdAt, dayAgo))) >= limits.perDay
              ? 'day'
              : null;
      await tx.insert(phoneCodeRequests).values({ phoneNumber: phone, ip, refused: limit, createdAt: at });
      if (limit) return limit;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(at.getTime() + PHONE_CODE_MINUTES * 60_000);
      await tx
        .insert(phoneCodes)
        .values({ phoneNumber: phone, codeHash: hash(phone, code), tries: 0, expiresAt, createdAt: at })
        .onConflictDoUpdate({
          target: phoneCodes.phoneNumber,
          set: { codeHash: hash(phone, code), tries: 0, expiresAt, createdAt: at },
        });
      await addSignInCodeSms(tx, phone, code);
      return null;
    });
    if (refused)
      throw new AppError('RATE_LIMITED', CODE_REFUSED[refused], { phoneNumber: CODE_REFUSED[refused] });
  }

  /**
   * Checks `code` for `phone`: right, it is used up; wrong, a try is counted (the fifth wrong one ends it);
   * expired or never sent, refused. Each refusal is a 400 naming the code field.
   */
  async function verify(phone: string, code: string): Promise<void> {
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(phoneCodes).where(eq(phoneCodes.phoneNumber, phone)).for('update');
      if (!row || row.expiresAt.getTime() <= now().getTime()) {
        if (row) await tx.delete(phoneCodes).where(eq(phoneCodes.phoneNumber, phone));
        return CODE_EXPIRED;
      }
      if (row.tries >= PHONE_CODE_TRIES) return CODE_TOO_MANY_TRIES;
      const given = Buffer.from(hash(phone, code));
      if (given.length === row.codeHash.length && timingSafeEqual(given, Buffer.from(row.codeHash))) {
        await tx.delete(phoneCodes).where(eq(phoneCodes.phoneNumber, phone));
        return null;
      }
      const tries = row.tries + 1;
      await tx.update(phoneCodes).set({ tries }).where(eq(phoneCodes.phoneNumber, phone));
      return tries >= PHONE_CODE_TRIES ? CODE_TOO_MANY_TRIES : CODE_WRONG;
    });
    if (outcome) throw new AppError('VALIDATION_FAILED', outcome, { code: outcome });
  }

  /** Today's code requests sent and refused (the dashboard's SMS page). */
  async function today(): Promise<{ sent: number; refused: number }> {
    const since = new Date(now().getTime() - 86_400_000);
    const [row] = await db
      .select({
        sent: sql<number>`count(*) filter (where ${phoneCodeRequests.refused} is null)::int`,
        refused: sql<number>`count(*) filter (where ${phoneCodeRequests.refused} is not null)::int`,
      })
      .from(phoneCodeRequests)
      .where(gt(phoneCodeRequests.createdAt, since));
    return row!;
  }

  /** The account that has `phone`, other than `exceptUserId` if given (null: none). */
  async function accountWith(phone: string, exceptUserId?: string): Promise<string | null> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phoneNumber, phone), exceptUserId ? ne(users.id, exceptUserId) : undefined));
    return row?.id ?? null;
  }

  return { request, verify, today, accountWith };
}

export type PhoneCodes = ReturnType<typeof createPhoneCodes>;
