import { parseOptionFilter, type ProductFacets, type ProductListQuery } from '@bulkbazar/contract';
import { Link } from 'react-router';
import { categoryLabel, formatCount } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { facetsQueryOf, useFacets } from '../api/get-facets';

type Props = { query: ProductListQuery; hrefFor: (query: Partial<ProductListQuery>) => string };

type Entry = { key: string; label: string; count: number; to: Partial<ProductListQuery>; current: boolean };

/**
 * The counts beside the results (GET /api/products/facets): category, price band, brand, the variants' options
 * (issue 30: Size, Colour) and seller, each a link
 * that sets that filter in the URL (from the first page), the chosen one marked, with a link back to "any".
 */
export function SearchFacets({ query, hrefFor }: Props) {
  const { t } = useTranslation();
  const { data } = useFacets(facetsQueryOf(query));
  // Nothing matched (or nothing counted yet): no counts to offer.
  if (!data?.total) return null;
  const at = (to: Partial<ProductListQuery>) => hrefFor({ ...query, ...to, page: 1 });
  const groups: { title: string; any: Partial<ProductListQuery>; entries: Entry[] }[] = [
    {
      title: t('searchFacets.categories'),
      any: { category: undefined },
      entries: data.categories.map((c) => ({
        key: c.slug,
        label: categoryLabel(c.slug),
        count: c.count,
        to: { category: c.slug },
        current: query.category === c.slug,
      })),
    },
    {
      title: t('searchFacets.prices'),
      any: { minPrice: undefined, maxPrice: undefined },
      entries: data.priceBands.map((b) => ({
        key: String(b.min),
        label: bandLabel(b, t),
        count: b.count,
        to: { minPrice: b.min === 0 ? undefined : b.min, maxPrice: b.max ?? undefined },
        current: (query.minPrice ?? 0) === b.min && query.maxPrice === (b.max ?? undefined),
      })),
    },
    {
      title: t('searchFacets.brands'),
      any: { brand: undefined },
      entries: data.brands.map((b) => ({
        key: b.brand,
        label: b.brand,
        count: b.count,
        to: { brand: b.brand },
        current: query.brand === b.brand,
      })),
    },
    // Each option of the matches' variants (Size, Colour): a value's link adds it, replacing this option's.
    ...data.options.map((option) => {
      const others = (query.option ?? []).filter((o) => parseOptionFilter(o).name !== option.name);
      return {
        title: option.name,
        any: { option: others },
        entries: option.values.map((v) => {
          const filter = `${option.name}:${v.value}`;
          return {
            key: filter,
            label: v.value,
            count: v.count,
            to: { option: [...others, filter] },
            current: query.option?.includes(filter) ?? false,
          };
        }),
      };
    }),
    {
      title: t('searchFacets.sellers'),
      any: { seller: undefined },
      entries: data.sellers.map((s) => ({
        key: s.id,
        label: s.name,
        count: s.count,
        to: { seller: s.id },
        current: query.seller === s.id,
      })),
    },
  ];
  return (
    <nav
      aria-label={t('searchFacets.label')}
      className="mb-6 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      {groups
        .filter((g) => g.entries.length > 0)
        .map((g) => {
          const chosen = g.entries.some((e) => e.current);
          return (
            <section key={g.title}>
              <h2 className="mb-1 font-semibold">{g.title}</h2>
              <ul className="space-y-1">
                {chosen && (
                  <li>
                    <Link to={at(g.any)} className="text-emerald-700 underline dark:text-emerald-400">
                      {t('searchFacets.clear')}
                    </Link>
                  </li>
                )}
                {g.entries.map((e) => (
                  <li key={e.key}>
                    <Link
                      to={at(e.to)}
                      aria-current={e.current ? 'true' : undefined}
                      className={
                        e.current
                          ? 'font-semibold text-slate-900 dark:text-white'
                          : 'text-emerald-700 hover:underline dark:text-emerald-400'
                      }
                    >
                      {e.label}
                    </Link>{' '}
                    <span className="text-slate-500 dark:text-slate-400">({formatCount(e.count)})</span>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      {data.partial && (
        <p className="col-span-full text-xs text-slate-500 dark:text-slate-400">
          {t('searchFacets.partial', { count: formatCount(data.total) })}
        </p>
      )}
    </nav>
  );
}

function bandLabel(
  band: ProductFacets['priceBands'][number],
  t: ReturnType<typeof useTranslation>['t'],
): string {
  // The band's top is one poisha under the next band's start; the label shows that round start, in whole taka.
  const taka = (n: number) => `৳${formatCount(n)}`;
  const top = band.max === null ? null : taka(Math.ceil(band.max));
  if (band.min === 0 && top) return t('searchFacets.priceUnder', { max: top });
  if (top === null) return t('searchFacets.priceFrom', { min: taka(band.min) });
  return t('searchFacets.priceRange', { min: taka(band.min), max: top });
}
