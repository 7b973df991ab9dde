import type { Product } from '@bulkbazar/contract';
import { useCallback, useState } from 'react';

/** A listing as the last review left it; `settled` after an approve or a reject (shown as done, with Undo). */
export type MovedRow = { product: Product; settled: boolean };
export type RecordMove = (product: Product, settled: boolean) => void;

type Moves = { version: number; rows: Record<string, MovedRow> };

/**
 * The rows reviewed on this page since the list was fetched, drawn from the server's answers in the place they
 * had. A review would move a row (pending comes first), so the list itself is not fetched again until the
 * admin asks; `version` is when it last was (the query's dataUpdatedAt), and a new fetch drops these.
 */
export function useMovedRows(version: number) {
  const [moves, setMoves] = useState<Moves>({ version, rows: {} });
  const rows = moves.version === version ? moves.rows : {};
  const record = useCallback<RecordMove>(
    (product, settled) =>
      setMoves((last) => ({
        version,
        rows: { ...(last.version === version ? last.rows : {}), [product._id]: { product, settled } },
      })),
    [version],
  );
  return { rows, record };
}
