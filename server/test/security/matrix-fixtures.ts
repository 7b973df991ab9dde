import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.js';
import {
  addresses,
  businessVerifications,
  cartItems,
  companies,
  companyAddresses,
  companyMembers,
  newsletterSubscribers,
  payoutRuns,
  payouts,
  rfqMessages,
  rfqQuotes,
  rfqs,
  users,
  verificationDocuments,
} from '../../src/db/schema.js';
import { createUnsubscribeTokens } from '../../src/modules/newsletter/unsubscribe-token.js';
import { asCookie, ORIGIN, signUp, signUpAdmin, type Session } from '../auth-helpers.js';
import { createOrder, createProduct, createUser } from '../factories.js';

/**
 * Who calls. `owner` sells the product under test; `seller` sells the product of the order under test
 * (so the two columns differ: a seller has no say over other sellers' listings, the owner none over
 * other sellers' orders); `buyer` placed that order; `other` is a signed-in user with no tie to either.
 */
export const ACTORS = ['anonymous', 'buyer', 'other', 'owner', 'seller', 'admin', 'blocked'] as const;
export type Actor = (typeof ACTORS)[number];
export type Actors = Record<Exclude<Actor, 'anonymous'>, Session>;

/** The records a case acts on, made afresh for every case so no case sees another's changes. */
export type Fixture = {
  /** An approved product of `owner`, in stock. */
  productId: string;
  /** A product of `owner` waiting for review. */
  pendingId: string;
  /** A product of `owner` an admin blocked. */
  blockedProductId: string;
  /** A pending cash-on-delivery order of `buyer` for a product of `seller`. */
  orderId: string;
  /** A delivered, unpaid cash-on-delivery order of `buyer` for a product of `seller`. */
  deliveredOrderId: string;
  /** That product of `seller` (the one the orders are for). */
  soldProductId: string;
  /** `buyer`'s review of it, on another delivered order. */
  reviewId: string;
  /** A user nobody in the case is (to promote, block or look up). */
  otherUserId: string;
  /** A blocked user (to unblock). */
  blockedUserId: string;
  /** A newsletter subscription. */
  subscriberId: string;
  /** The signed token of that subscription's unsubscribe link. */
  unsubscribeToken: string;
  /** A saved address of `buyer` (who also has the product under test in their cart). */
  addressId: string;
  /** `buyer`'s request for a quote on the product under test, quoted by `owner`. */
  rfqId: string;
  /** `owner`'s quote on it. */
  quoteId: string;
  /** A message of `owner` in their thread on it. */
  rfqMessageId: string;
  /** A payout run with a payout to `seller` (and to nobody else in the cast). */
  payoutRunId: string;
  /** That payout (pending, to a bKash wallet). */
  payoutId: string;
  /** A company owned by `buyer`, with `seller` a member in the buyer role (nobody else of the cast in it). */
  companyId: string;
  /** One of that company's shared delivery addresses. */
  companyAddressId: string;
  /** `seller`'s pending business verification (issue 31 item 5), and one of its private documents. */
  verificationId: string;
  verificationDocumentId: string;
};

/**
 * Bans a user in the database but leaves their session alive. Blocking through the admin API also ends
 * the sessions; keeping one proves the access check itself refuses a banned user's still-valid cookie.
 */
async function ban(db: Db, who: Session): Promise<Session> {
  await db
    .update(users)
    .set({ banned: true, banReason: 'Blocked by the matrix' })
    .where(eq(users.id, who.id));
  return who;
}

export async function createActors(app: FastifyInstance, db: Db): Promise<Actors> {
  const [buyer, other, owner, seller, blockedToBe] = await Promise.all(
    Array.from({ length: 5 }, () => signUp(app)),
  );
  const admin = await signUpAdmin(app, db);
  const blocked = await ban(db, blockedToBe!);
  return { buyer: buyer!, other: other!, owner: owner!, seller: seller!, admin, blocked };
}

/**
 * The same cast with `actor` replaced by a newly signed-up person in the same part, for routes whose
 * call ends or changes the caller's own session or password (sign-out, change password).
 */
export async function withFreshActor(app: FastifyInstance, db: Db, cast: Actors, actor: Actor) {
  if (actor === 'anonymous') return cast;
  const fresh =
    actor === 'admin'
      ? await signUpAdmin(app, db)
      : actor === 'blocked'
        ? await ban(db, await signUp(app))
        : await signUp(app);
  return { ...cast, [actor]: fresh };
}

export async function createFixture(app: FastifyInstance, db: Db, cast: Actors): Promise<Fixture> {
  const product = await createProduct(db, { sellerId: cast.owner.id, minQuantity: 1 });
  const pending = await createProduct(db, { sellerId: cast.owner.id, status: 'pending' });
  const blockedProduct = await createProduct(db, { sellerId: cast.owner.id, status: 'blocked' });
  const sold = await createProduct(db, { sellerId: cast.seller.id, minQuantity: 1 });
  const orderOf = (orderStatus: string) =>
    createOrder(db, {
      buyerId: cast.buyer.id,
      productId: sold.id,
      sellerId: cast.seller.id,
      customerEmail: cast.buyer.email,
      quantity: 2,
      orderStatus,
      phoneNumber: '+8801799999999',
    });
  const [order, delivered] = [await orderOf('pending'), await orderOf('delivered')];
  const reviewed = await orderOf('delivered');
  // Through the route, so the product's and seller's ratings count it as a real review does.
  const review = (
    await app.inject({
      method: 'POST',
      url: `/api/orders/${reviewed.id}/reviews`,
      headers: headersOf(cast, 'buyer'),
      payload: { productId: sold.id, stars: 4, text: 'Good lot' },
    })
  ).json().review as { _id: string };
  const target = await createUser(db);
  const blockedUser = await createUser(db, { banned: true, banReason: 'test' });
  const email = `sub-${target.id.slice(0, 8)}@example.com`;
  const [subscriber] = await db.insert(newsletterSubscribers).values({ email }).returning();
  // The buyer's cart and addresses hold only this case's (their limits are never reached across cases).
  await db.delete(cartItems).where(eq(cartItems.userId, cast.buyer.id));
  await db.delete(addresses).where(eq(addresses.userId, cast.buyer.id));
  await db.insert(cartItems).values({
    userId: cast.buyer.id,
    productId: product.id,
    quantity: 1,
    acceptedUnitPricePoisha: product.pricePoisha,
  });
  const [address] = await db
    .insert(addresses)
    .values({
      userId: cast.buyer.id,
      label: 'Shop',
      shippingAddress: 'House 1, Road 1, Dhaka',
      phoneNumber: '+8801711111111',
    })
    .returning();
  const [rfq] = await db
    .insert(rfqs)
    .values({
      buyerId: cast.buyer.id,
      productId: product.id,
      productSellerId: cast.owner.id,
      category: product.category,
      title: product.productName,
      quantity: 5,
      closesAt: new Date(Date.now() + 14 * 86_400_000),
    })
    .returning();
  const [quote] = await db
    .insert(rfqQuotes)
    .values({
      rfqId: rfq!.id,
      sellerId: cast.owner.id,
      productId: product.id,
      unitPricePoisha: 5_000,
      quantity: 5,
      validUntil: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning();
  const [message] = await db
    .insert(rfqMessages)
    .values({ rfqId: rfq!.id, sellerId: cast.owner.id, authorId: cast.owner.id, body: 'We can supply' })
    .returning();
  const [company] = await db
    .insert(companies)
    .values({
      name: 'Matrix Traders',
      tradeLicence: 'TRAD/DNCC/1',
      bin: '0000000000001',
      tin: '000000000001',
      division: 'Dhaka',
      district: 'Dhaka',
      area: 'Dhanmondi',
      address: 'House 1, Road 1',
      createdBy: cast.buyer.id,
    })
    .returning();
  await db.insert(companyMembers).values([
    { companyId: company!.id, userId: cast.buyer.id, role: 'owner' },
    { companyId: company!.id, userId: cast.seller.id, role: 'buyer' },
  ]);
  const [companyAddress] = await db
    .insert(companyAddresses)
    .values({
      companyId: company!.id,
      label: 'Warehouse',
      shippingAddress: 'Plot 9, Tejgaon I/A, Dhaka',
      phoneNumber: '+8801711111112',
    })
    .returning();
  const [run] = await db.insert(payoutRuns).values({ minimumPoisha: 50_000 }).returning();
  const [payout] = await db
    .insert(payouts)
    .values({
      runId: run!.id,
      sellerId: cast.seller.id,
      amountPoisha: 50_000,
      method: 'bkash',
      destination: { walletNumber: '01711111111' },
    })
    .returning();
  // One application waits per business: an earlier case's is set aside first.
  await db
    .update(businessVerifications)
    .set({ status: 'rejected', reason: 'Set aside by the matrix' })
    .where(
      and(eq(businessVerifications.applicantId, cast.seller.id), eq(businessVerifications.status, 'pending')),
    );
  const [verification] = await db
    .insert(businessVerifications)
    .values({ applicantId: cast.seller.id })
    .returning();
  const [document] = await db
    .insert(verificationDocuments)
    .values({
      verificationId: verification!.id,
      kind: 'nid',
      contentType: 'image/webp',
      bytes: Buffer.from('RIFF matrix document'),
    })
    .returning();
  return {
    productId: product.id,
    pendingId: pending.id,
    blockedProductId: blockedProduct.id,
    orderId: order.id,
    deliveredOrderId: delivered.id,
    soldProductId: sold.id,
    reviewId: review._id,
    otherUserId: target.id,
    blockedUserId: blockedUser.id,
    subscriberId: subscriber!.id,
    unsubscribeToken: createUnsubscribeTokens(app.auth.options.secret).tokenFor(email),
    addressId: address!.id,
    rfqId: rfq!.id,
    quoteId: quote!.id,
    rfqMessageId: message!.id,
    payoutRunId: run!.id,
    payoutId: payout!.id,
    companyId: company!.id,
    companyAddressId: companyAddress!.id,
    verificationId: verification!.id,
    verificationDocumentId: document!.id,
  };
}

/** Headers of a call as `actor`: the session cookie, with the page's origin (the CSRF check wants it). */
export const headersOf = (cast: Actors, actor: Actor): Record<string, string> =>
  actor === 'anonymous' ? { origin: ORIGIN } : asCookie(cast[actor]);
