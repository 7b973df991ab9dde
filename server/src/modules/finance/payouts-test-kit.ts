import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { signUp, type Session } from '../../../test/auth-helpers.js';
import type { Db } from '../../db/client.js';
import { sellerFinance } from '../../db/schema.js';
import { accounts } from '../ledger/accounts.js';
import { ledgerQueries, postEntry } from '../ledger/ledger.repo.js';

// Sellers with money to pay out, for the payout tests and the authorization matrix. Earnings are posted as a
// delivery's entry straight to the ledger (`delivered:<id>`, decision 0026), available once `availableAt` has
// passed; the real delivery postings are the postings module's, tested there.

export type MethodFields = Partial<typeof sellerFinance.$inferInsert>;

export const BKASH_WALLET: MethodFields = { method: 'bkash', walletNumber: '01711223344' };
export const BANK_ACCOUNT: MethodFields = {
  method: 'bank',
  bankName: 'BRAC Bank',
  routingNumber: '060261726',
  accountName: 'Karim Traders',
  accountNumber: '1501203456789',
};

/** A delivered order's earnings for `sellerId`: available at `availableAt` (default an hour ago). */
export async function fundSeller(db: Db, sellerId: string, poisha: number, availableAt?: Date) {
  const key = `delivered:${randomUUID()}`;
  await db.transaction((tx) =>
    postEntry(tx, {
      kind: 'order_delivered',
      key,
      lines: [
        { account: accounts.buyerFunds, amountPoisha: poisha },
        {
          account: accounts.sellerPayable(sellerId),
          amountPoisha: -poisha,
          availableAt: availableAt ?? new Date(Date.now() - 3_600_000),
        },
      ],
    }),
  );
  return key;
}

/** Where the seller is paid, written straight to seller_finance (no hold unless `heldUntil`). */
export async function setMethod(
  db: Db,
  sellerId: string,
  fields: MethodFields,
  heldUntil: Date | null = null,
) {
  await db
    .insert(sellerFinance)
    .values({ userId: sellerId, ...fields, payoutsHeldUntil: heldUntil })
    .onConflictDoUpdate({ target: sellerFinance.userId, set: { ...fields, payoutsHeldUntil: heldUntil } });
}

/** A signed-up seller with `available` poisha to pay out (and `pending` still in the return window). */
export async function sellerWithMoney(
  app: FastifyInstance,
  db: Db,
  opts: {
    available: number;
    pending?: number;
    method?: MethodFields | null;
    heldUntil?: Date | null;
    name?: string;
  },
): Promise<Session> {
  const seller = await signUp(app, opts.name ? { name: opts.name } : {});
  if (opts.available) await fundSeller(db, seller.id, opts.available);
  if (opts.pending) await fundSeller(db, seller.id, opts.pending, new Date(Date.now() + 7 * 86_400_000));
  if (opts.method !== null)
    await setMethod(db, seller.id, opts.method ?? BKASH_WALLET, opts.heldUntil ?? null);
  return seller;
}

/** The seller's balance as the ledger says it now. */
export const balanceOf = (db: Db, sellerId: string) => ledgerQueries(db).sellerBalance(sellerId);

/** A free loopback port (bound on 0, read, released), for an app the payout rail reaches over HTTP. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
