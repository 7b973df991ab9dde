import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListQuerySchema } from '@bulkbazar/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedDemoData } from '../../seed/seed.js';
import { createSearchTerms } from '../search/search-terms.service.js';
import { createSearchVocabularyRepo } from '../search/search-vocabulary.repo.js';
import { createCatalogRepo } from './catalog.repo.js';
import { createProductsService } from './products.service.js';

// Issue 34: on PostgreSQL a search whose words the statistics expect to match almost nothing starts its
// "Did you mean" correction beside the exact search (products.service.ts). The answer must be the one the
// correction gives when it waits, whatever the two searches find; PGlite and PostgreSQL.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.database.db, { info: () => {} });
  // The guess needs the planner's statistics of the search column (before them, nothing is started early).
  await t.database.db.execute(sql`analyze products`);
}, 120_000);
afterAll(() => t.close());

/** A products service as composition.ts wires it, noting when its searches and its correction run. */
function service(concurrent: boolean) {
  const events: string[] = [];
  const repo = createCatalogRepo(t.database.db);
  const terms = createSearchTerms(createSearchVocabularyRepo(t.database.db));
  const noted: typeof repo = {
    ...repo,
    listApproved: async (...args) => {
      events.push('search');
      const rows = await repo.listApproved(...args);
      events.push('searched');
      return rows;
    },
  };
  const correcting: typeof terms = {
    ...terms,
    correction: (...args) => {
      events.push('correct');
      return terms.correction(...args);
    },
  };
  return { products: createProductsService(noted, correcting, { concurrent }), events };
}

const ask = (q: string) => productListQuerySchema.parse({ q, limit: '12' });
const shown = (page: { products: { productName: string }[]; didYouMean?: string; hasMore: boolean }) => ({
  names: page.products.map((p) => p.productName),
  didYouMean: page.didYouMean,
  hasMore: page.hasMore,
});

describe('a misspelt search corrected early or late', () => {
  it.each(['ketle', 'siment', 'shrit', 'ketl', 'kettle', 'ab1234', 'rice ketle', 'zzqx'])(
    '"%s" gets the same page either way',
    async (q) => {
      const late = await service(false).products.listCatalog(ask(q));
      const early = await service(true).products.listCatalog(ask(q));
      expect(shown(early)).toEqual(shown(late));
    },
  );

  it('a typo starts its correction before the exact search has answered, and offers it', async () => {
    const { products, events } = service(true);
    const page = await products.listCatalog(ask('ketle'));
    expect(page.didYouMean).toBe('kettle');
    expect(page.products.map((p) => p.productName)).toContain('Electric Kettle 1.8L');
    expect(events.indexOf('correct')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('correct')).toBeLessThan(events.indexOf('searched'));
  });

  it('waits for the exact search when the database runs one statement at a time', async () => {
    const { products, events } = service(false);
    expect((await products.listCatalog(ask('ketle'))).didYouMean).toBe('kettle');
    expect(events.indexOf('correct')).toBeGreaterThan(events.indexOf('searched'));
  });

  it('a word the catalog holds starts no correction early', async () => {
    const { products, events } = service(true);
    await products.listCatalog(ask('kettle'));
    // The demo has one kettle: few results, so the correction is asked — after the search, as without a pool.
    expect(events.slice(0, 2)).toEqual(['search', 'searched']);
  });
});
