import { formatTaka } from '@/lib/format';

/** A taka amount, formatted the one way every screen shows money ('৳1,250.00'). */
export function Money({ value, className }: { value: number; className?: string }) {
  return <span className={`tabular-nums ${className ?? ''}`}>{formatTaka(value)}</span>;
}
