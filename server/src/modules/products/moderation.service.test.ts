import type { ProductStatus } from '@bulkbazar/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.js';
import { recordCatalogEvents } from '../../../test/record-catalog-events.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { createViewer } from '../../../test/viewers.js';
import type { Database } from '../../db/client.js';
import type { Viewer } from '../../kernel/viewer.js';
import {
  createModerationService,
  type ModerationAction,
  type ModerationService,
} from './moderation.service.js';
import { createProductsRepo } from './products.repo.js';

// The moderation service on a real database, without HTTP (the routes let admins only reach it): every
// action from every status, what it leaves behind, and that each move — and no refusal — tells the catalog.
let database: Database;
let service: ModerationService;
const catalog = recordCatalogEvents();
let sellerId: string;
let moderator: Viewer;
beforeAll(async () => {
  database = await createTestDatabase();
  service = createModerationService(createProductsRepo(database.db), catalog);
  sellerId = (await createViewer(database.db)).id;
  moderator = { ...(await createViewer(database.db)), roles: ['moderator'] };
});
afterAll(() => database.close());
beforeEach(() => void catalog.take());

const STATUSES: ProductStatus[] = ['pending', 'approved', 'rejected', 'blocked'];
// Where each action may start, and where it leads (the review life of a listing).
const ALLOWED: Record<ModerationAction, [ProductStatus[], ProductStatus]> = {
  approve: [['pending', 'rejected'], 'approved'],
  reject: [['pending'], 'rejected'],
  block: [['approved'], 'blocked'],
  unblock: [['blocked'], 'approved'],
  requeue: [['approved', 'rejected'], 'pending'],
};
const cases = (Object.keys(ALLOWED) as ModerationAction[]).flatMap((action) =>
  STATUSES.map((from) => [action, from] as const),
);

describe('moderation moves', () => {
  it.each(cases)('%s from %s', async (action, from) => {
    const p = await createProduct(database.db, { sellerId, status: from, rejectionReason: 'Old reason' });
    const [starts, to] = ALLOWED[action];
    const act = service.act(moderator, p.id, action, 'Blurry photo');
    if (starts.includes(from)) {
      const product = await act;
      expect(product.status).toBe(to);
      // A rejection keeps its reason for the seller; every other move clears the last one.
      expect(product.rejectionReason).toBe(action === 'reject' ? 'Blurry photo' : null);
      expect(catalog.take()).toEqual(['product-moderated']);
    } else {
      await expect(act).rejects.toMatchObject({ code: 'CONFLICT', fields: { status: from } });
      expect(catalog.take()).toEqual([]);
    }
  });

  it('an unknown or malformed id is 404, and tells nothing', async () => {
    await expect(service.act(moderator, crypto.randomUUID(), 'approve')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(service.act(moderator, 'nope', 'approve')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(catalog.take()).toEqual([]);
  });

  it('two moderators racing on one listing move it once', async () => {
    const p = await createProduct(database.db, { sellerId, status: 'pending' });
    const results = await Promise.allSettled([
      service.act(moderator, p.id, 'approve'),
      service.act(moderator, p.id, 'reject', 'No'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(catalog.take()).toEqual(['product-moderated']);
  });
});

describe('the moderation list', () => {
  it('puts pending listings first, oldest waiting first, and pages with hasMore', async () => {
    const other = (await createViewer(database.db)).id;
    const day = 24 * 60 * 60_000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    const oldPending = await createProduct(database.db, {
      sellerId: other,
      status: 'pending',
      createdAt: at(3),
    });
    const newPending = await createProduct(database.db, {
      sellerId: other,
      status: 'pending',
      createdAt: at(1),
    });
    const approved = await createProduct(database.db, { sellerId: other, createdAt: at(0) });
    const all = await service.list({ page: 1, limit: 100 });
    const ours = all.products.filter((p) => [oldPending.id, newPending.id, approved.id].includes(p._id));
    expect(ours.map((p) => p._id)).toEqual([oldPending.id, newPending.id, approved.id]);
    const first = await service.list({ page: 1, limit: 1, status: 'pending' });
    expect(first).toMatchObject({ page: 1, limit: 1, hasMore: true });
    expect(first.products[0]!.status).toBe('pending');
  });
});
