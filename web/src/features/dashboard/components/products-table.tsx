import { type Product } from '@bulkbazar/contract';
import { formatCount, categoryLabel } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Money } from '@/components/ui/money';
import { Thumbnail } from '@/components/ui/thumbnail';
import { Cell, DataTable, Row, RowHeader, thClasses } from './data-table';
import { ProductActions } from './product-actions';
import { ProductStatusBadge } from './status-badges';
import type { MovedRow, RecordMove } from './use-moved-rows';

const muted = 'block text-xs text-slate-500 dark:text-slate-400';

type Props = {
  products: Product[];
  /** Rows reviewed since the list was fetched, shown as the server left them, in the same place. */
  moved: Record<string, MovedRow>;
  onMoved: RecordMove;
};

export function ProductsTable({ products: listed, moved, onMoved }: Props) {
  const { t } = useTranslation();
  const products = listed.map((product) => moved[product._id]?.product ?? product);
  const label = {
    name: t('dashboard.products.name'),
    author: t('dashboard.products.author'),
    price: t('dashboard.products.price'),
    stock: t('dashboard.products.stock'),
    moq: t('dashboard.products.moq'),
    status: t('dashboard.products.statusCol'),
    actions: t('dashboard.list.actions'),
  };
  const numeric = new Set<string>([label.price, label.stock, label.moq]);
  return (
    <DataTable
      stacked
      caption={t('dashboard.products.title')}
      head={Object.values(label).map((column) => (
        <th key={column} scope="col" className={numeric.has(column) ? `${thClasses} text-right` : thClasses}>
          {column}
        </th>
      ))}
    >
      {products.map((product) => (
        <Row key={product._id}>
          <RowHeader label={label.name} className="font-normal">
            <div className="flex items-start gap-3 max-md:flex-row-reverse">
              <Thumbnail src={product.image} size={48} />
              <div className="max-w-64 min-w-36">
                <span className="block font-semibold break-words whitespace-normal">
                  {product.productName}
                </span>
                <span className={muted}>
                  {product.sku} · {categoryLabel(product.category)}
                </span>
              </div>
            </div>
          </RowHeader>
          <Cell label={label.author}>
            <span className="block">{product.authorName}</span>
            <span className={`${muted} wrap-anywhere`}>{product.author}</span>
          </Cell>
          <Cell label={label.price} className="text-right">
            <Money value={product.price} />
          </Cell>
          <Cell label={label.stock} className="text-right tabular-nums">
            {formatCount(product.maxQuantity)}
          </Cell>
          <Cell label={label.moq} className="text-right tabular-nums">
            {formatCount(product.minQuantity)}
          </Cell>
          <Cell label={label.status}>
            <ProductStatusBadge status={product.status} />
            {product.status === 'rejected' && product.rejectionReason && (
              <span className="mt-1 block max-w-48 text-xs whitespace-normal text-slate-600 max-md:ml-auto dark:text-slate-400">
                {t('dashboard.products.reason', { reason: product.rejectionReason })}
              </span>
            )}
          </Cell>
          <Cell label={label.actions}>
            <ProductActions product={product} settled={moved[product._id]?.settled} onMoved={onMoved} />
          </Cell>
        </Row>
      ))}
    </DataTable>
  );
}
