import { hasVariants, type Product } from '@bulkbazar/contract';
import { formatCount, formatDhakaDateTime } from '@/lib/format';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { paths } from '@/lib/paths';
import { useDeleteProduct } from '@/lib/api/delete-product';
import { ApiError } from '@/lib/api-error';
import { useBulkEdit } from '../api/bulk-edit';
import { CellInput, VariantStockNote } from './bulk-edit-cells';
import { cellErrors, draftItems, type CellErrors, type Draft } from './bulk-edit-draft';
import { confirmAndDelete } from './confirm-delete';
import { ListingStatus } from './listing-status';

const cell = 'md:table-cell md:px-3 md:py-3 md:align-middle';

/** A cell that names itself on a phone, where the rows stack as cards and the header row is not shown. */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className={`col-span-2 flex items-center justify-between gap-3 ${cell}`}>
      <span aria-hidden="true" className="text-slate-500 md:hidden dark:text-slate-400">
        {label}
      </span>
      {children}
    </td>
  );
}

/**
 * The seller's listings: a table on wide screens, one card per listing on a phone (the same rows restyled,
 * with explicit roles so they stay a table for screen readers whatever their display).
 */
export function MyProductsTable({ products }: { products: Product[] }) {
  const { t } = useTranslation();
  const remove = useDeleteProduct();
  const bulk = useBulkEdit();
  // Issue 30 item 6: "Edit prices and stock" turns the price and stock cells into fields; Save sends the changed ones.
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<CellErrors>({});
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);

  const type = (id: string, cell: 'price' | 'stock', value: string) =>
    setDraft((d) => ({ ...d, [id]: { ...d[id], [cell]: value } }));
  const stopEditing = () => {
    setEditing(false);
    setDraft({});
    setErrors({});
  };

  async function save() {
    const { items, errors: typed } = draftItems(products, draft, t('bulkEdit.notANumber'));
    setErrors(typed);
    setNotice(null);
    if (Object.keys(typed).length) return;
    if (!items.length) {
      stopEditing();
      setNotice({ text: t('bulkEdit.nothing'), error: false });
      return;
    }
    try {
      const { updated } = await bulk.mutateAsync({ items });
      stopEditing();
      setNotice({ text: t('bulkEdit.saved', { count: formatCount(updated) }), error: false });
    } catch (e) {
      setErrors(e instanceof ApiError ? cellErrors(items, e.fields) : {});
      setNotice({ text: e instanceof Error ? e.message : String(e), error: true });
    }
  }

  const headers = [
    t('listings.mine.image'),
    t('listings.mine.name'),
    t('listings.mine.status'),
    t('listings.mine.price'),
    t('listings.mine.stock'),
    t('listings.mine.moq'),
    t('listings.mine.created'),
    t('listings.mine.actions'),
  ];
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {editing ? (
          <>
            <Button size="sm" onClick={() => void save()} disabled={bulk.isPending}>
              {bulk.isPending ? t('bulkEdit.saving') : t('bulkEdit.save')}
            </Button>
            <Button size="sm" variant="secondary" onClick={stopEditing} disabled={bulk.isPending}>
              {t('bulkEdit.cancel')}
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setNotice(null);
              setEditing(true);
            }}
          >
            {t('bulkEdit.start')}
          </Button>
        )}
      </div>
      {editing && <p className="text-sm text-slate-600 dark:text-slate-400">{t('bulkEdit.intro')}</p>}
      <p
        role="status"
        className={`text-sm empty:hidden ${notice?.error ? 'text-red-700 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300'}`}
      >
        {notice?.text}
      </p>
      <table role="table" className="block w-full text-left text-sm md:table">
        <thead role="rowgroup" className="sr-only md:not-sr-only md:table-header-group">
          <tr role="row" className="border-b border-slate-200 dark:border-slate-700">
            {headers.map((header) => (
              <th
                key={header}
                role="columnheader"
                scope="col"
                className="px-3 py-2 font-semibold whitespace-nowrap"
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="flex flex-col gap-4 md:table-row-group">
          {products.map((product) => (
            <tr
              key={product._id}
              role="row"
              className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-3 gap-y-2 rounded-xl border border-slate-200 bg-white p-3 md:table-row md:rounded-none md:border-0 md:border-b md:bg-transparent md:p-0 dark:border-slate-800 dark:bg-slate-900 md:dark:bg-transparent"
            >
              <td role="cell" className={`row-span-2 ${cell}`}>
                <img
                  src={product.image}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 rounded-md bg-slate-100 object-cover dark:bg-slate-800"
                />
              </td>
              <td role="cell" className={`min-w-0 font-semibold break-words ${cell}`}>
                {product.productName}
                <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
                  {product.sku}
                </span>
              </td>
              <td role="cell" className={cell}>
                <ListingStatus product={product} />
              </td>
              <Labelled label={t('listings.mine.price')}>
                {editing ? (
                  <CellInput
                    id={`price-${product._id}`}
                    label={t('bulkEdit.priceOf', { name: product.productName })}
                    value={draft[product._id]?.price ?? String(product.price)}
                    decimal
                    error={errors[product._id]?.price ?? errors[product._id]?.row}
                    onChange={(value) => type(product._id, 'price', value)}
                  />
                ) : (
                  <Money value={product.price} className="whitespace-nowrap" />
                )}
              </Labelled>
              <Labelled label={t('listings.mine.stock')}>
                {editing && hasVariants(product) ? (
                  <VariantStockNote productId={product._id} stock={product.maxQuantity} />
                ) : editing ? (
                  <CellInput
                    id={`stock-${product._id}`}
                    label={t('bulkEdit.stockOf', { name: product.productName })}
                    value={draft[product._id]?.stock ?? String(product.maxQuantity)}
                    decimal={false}
                    error={errors[product._id]?.stock}
                    onChange={(value) => type(product._id, 'stock', value)}
                  />
                ) : (
                  <span className="tabular-nums">{formatCount(product.maxQuantity)}</span>
                )}
              </Labelled>
              <Labelled label={t('listings.mine.moq')}>
                <span className="tabular-nums">{formatCount(product.minQuantity)}</span>
              </Labelled>
              <Labelled label={t('listings.mine.created')}>
                <time dateTime={product.publishDate} className="text-right md:text-left">
                  {formatDhakaDateTime(product.publishDate)}
                </time>
              </Labelled>
              <td role="cell" className={`col-span-2 ${cell}`}>
                <div className="flex flex-wrap gap-2 lg:flex-nowrap">
                  <Link
                    to={paths.updateProduct(product._id)}
                    aria-label={t('listings.mine.editNamed', { name: product.productName })}
                    className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                  >
                    {t('listings.mine.edit')}
                  </Link>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('listings.mine.deleteNamed', { name: product.productName })}
                    onClick={() =>
                      void confirmAndDelete(() => remove.mutateAsync(product._id), product.productName)
                    }
                  >
                    {t('listings.mine.delete')}
                  </Button>
                  <Link
                    to={paths.product(product._id)}
                    aria-label={t('listings.mine.viewNamed', { name: product.productName })}
                    className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                  >
                    {t('listings.mine.view')}
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
