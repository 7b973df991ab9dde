import { and, desc, inArray, sql } from 'drizzle-orm';
import { FACET_SAMPLE, MAX_FACET_VALUES, PRICE_BANDS, takaToPoisha } from '@bulkbazar/contract';
import type { Db } from '../../db/client.js';
import { products, users } from '../../db/schema.js';
import { matches } from './catalog-order.repo.js';
import { catalogWhere, type CatalogFilter } from './catalog-where.repo.js';

export type FacetCounts = {
  total: number;
  partial: boolean;
  categories: { value: string; count: number }[];
  brands: { value: string; count: number }[];
  bands: { band: number; count: number }[];
  sellers: { id: string; name: string; count: number }[];
  options: { name: string; values: { value: string; count: number }[] }[];
};

/** The most option values the facets list, across the options (three options of up to 30 values each). */
const MAX_OPTION_FACET_VALUES = 90;

type Row = {
  facet: 'total' | 'category' | 'brand' | 'band' | 'seller' | 'option';
  value: string | null;
  n: number | string;
};

/** Which PRICE_BANDS entry a price falls in (its index), as SQL over the matched rows. */
const bandOf = sql.raw(
  `case ${PRICE_BANDS.slice(1)
    .map((b, i) => `when price_poisha < ${takaToPoisha(b.min)} then ${i}`)
    .join(' ')} else ${PRICE_BANDS.length - 1} end`,
);

/**
 * The counts beside a results page, in one statement over the same matches the page is cut from (on sale,
 * the filters, the words). Counting every match of a common word, or the whole catalog, would read a fifth
 * of a million rows or all of them; so the newest FACET_SAMPLE + 1 matches are taken (the newest-first index
 * walk, or the GIN index for rare words) and counted, and `partial` says when there were more.
 */
export async function facetCounts(db: Db, filter: CatalogFilter): Promise<FacetCounts> {
  const where = catalogWhere(filter, { offset: 0 });
  if (filter.tsquery) where.push(matches(products.search, filter.tsquery));
  const sample = db
    .select({
      category: products.category,
      brand: products.brand,
      price_poisha: products.pricePoisha,
      seller_id: products.sellerId,
      options: products.options,
    })
    .from(products)
    .where(and(...where))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(FACET_SAMPLE + 1);
  const top = sql.raw(String(MAX_FACET_VALUES));
  const result = (await db.execute(sql`
    with m as (${sample}),
    c as (select * from m limit ${sql.raw(String(FACET_SAMPLE))})
    select 'total' as facet, null as value, (select count(*) from m) as n
    union all (select 'category', category, count(*) from c group by category)
    union all (select 'brand', brand, count(*) from c group by brand order by count(*) desc, brand limit ${top})
    union all (select 'band', (${bandOf})::text, count(*) from c group by 2)
    union all (select 'seller', seller_id, count(*) from c group by seller_id order by count(*) desc, seller_id limit ${top})
    union all (select 'option', jsonb_build_array(o->>'name', v)::text, count(*)
      from c, jsonb_array_elements(c.options) o, jsonb_array_elements_text(o->'values') v
      group by 2 order by count(*) desc, 2 limit ${sql.raw(String(MAX_OPTION_FACET_VALUES))})
  `)) as unknown as { rows: Row[] };
  const of = (facet: Row['facet']) =>
    result.rows.filter((r) => r.facet === facet).map((r) => ({ value: r.value ?? '', count: Number(r.n) }));
  const matched = Number(result.rows.find((r) => r.facet === 'total')?.n ?? 0);
  const sellerCounts = of('seller');
  const names = sellerCounts.length
    ? await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(
          inArray(
            users.id,
            sellerCounts.map((s) => s.value),
          ),
        )
    : [];
  const nameOf = new Map(names.map((u) => [u.id, u.name]));
  const byCount = (a: { count: number }, b: { count: number }) => b.count - a.count;
  // Each option's values, the options in the order their commonest value comes.
  const options = new Map<string, { value: string; count: number }[]>();
  for (const { value, count } of of('option')) {
    const [name, optionValue] = JSON.parse(value) as [string, string];
    options.set(name, [...(options.get(name) ?? []), { value: optionValue, count }]);
  }
  return {
    total: Math.min(matched, FACET_SAMPLE),
    partial: matched > FACET_SAMPLE,
    categories: of('category').sort(byCount),
    brands: of('brand').sort((a, b) => byCount(a, b) || a.value.localeCompare(b.value)),
    bands: of('band')
      .map((b) => ({ band: Number(b.value), count: b.count }))
      .sort((a, b) => a.band - b.band),
    sellers: sellerCounts
      .map((s) => ({ id: s.value, name: nameOf.get(s.value) ?? '', count: s.count }))
      .sort((a, b) => byCount(a, b) || a.name.localeCompare(b.name)),
    options: [...options].map(([name, values]) => ({ name, values })),
  };
}
