import { formatCount } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { Link } from 'react-router';

const input =
  'w-28 rounded-md border border-slate-300 bg-white px-2 py-1 text-right tabular-nums dark:border-slate-600 dark:bg-slate-900';

/**
 * A price or stock cell of the My products table in edit mode: a text field with a numeric keyboard (Bengali
 * digits accepted, as every number field: lib/number-input.ts) and the refusal for it underneath.
 */
export function CellInput({
  id,
  label,
  value,
  decimal,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  decimal: boolean;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <span className="flex min-w-0 flex-col items-end md:items-start">
      <input
        id={id}
        aria-label={label}
        inputMode={decimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${input} ${error ? 'border-red-600 dark:border-red-400' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span
          id={`${id}-error`}
          className="mt-1 max-w-48 text-right text-xs text-red-700 md:text-left dark:text-red-300"
        >
          {error}
        </span>
      )}
    </span>
  );
}

/** A product with variants in edit mode: its stock is the variants' sum, edited on the listing page. */
export function VariantStockNote({ productId, stock }: { productId: string; stock: number }) {
  const { t } = useTranslation();
  return (
    <span className="flex min-w-0 flex-col items-end md:items-start">
      <span className="tabular-nums">{formatCount(stock)}</span>
      <Link
        to={paths.updateProduct(productId)}
        className="text-right text-xs text-emerald-800 underline md:text-left dark:text-emerald-300"
      >
        {t('bulkEdit.variantsHint')}
      </Link>
    </span>
  );
}
