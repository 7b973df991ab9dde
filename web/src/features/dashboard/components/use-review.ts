import type { Product } from '@bulkbazar/contract';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '@/lib/i18n';
import { showError } from '@/lib/dialogs';
import { useModerateProduct, type Moderation } from '../api/moderate-product';
import { useNotice } from './notice';
import type { RecordMove } from './use-moved-rows';

/**
 * The moves of one listing's row. An approve or a reject leaves the row where it is, marked done, and the
 * notice offers Undo (back to pending on the server). Focus stays in the row: on the 'done' mark, then on the
 * first button again after Undo, so a keyboard user is never dropped at the top of the page.
 */
export function useReview(product: Product, onMoved: RecordMove) {
  const { t } = useTranslation();
  const notify = useNotice();
  const moderate = useModerateProduct();
  const outcomeRef = useRef<HTMLSpanElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const name = product.productName;

  async function undo() {
    try {
      const { product: back } = await moderate.mutateAsync({ id: product._id, move: { action: 'requeue' } });
      flushSync(() => onMoved(back, false));
      actionsRef.current?.querySelector('button')?.focus();
      notify(t('dashboard.products.requeued', { name }));
    } catch (error) {
      void showError((error as Error).message);
    }
  }

  /** Runs a move; `before` runs with the row's update (closing the reject dialog). Throws what the API says. */
  async function move(next: Moderation, done: string, before?: () => void) {
    const { product: moved } = await moderate.mutateAsync({ id: product._id, move: next });
    const undoable = next.action === 'approve' || next.action === 'reject';
    flushSync(() => {
      before?.();
      onMoved(moved, undoable);
    });
    if (!undoable) return notify(done);
    outcomeRef.current?.focus();
    notify(done, { label: t('dashboard.products.undo'), run: () => void undo() });
  }

  /** A move whose failure is shown in an error dialog. */
  async function act(next: Moderation, done: string) {
    try {
      await move(next, done);
    } catch (error) {
      void showError((error as Error).message);
    }
  }

  return { act, move, busy: moderate.isPending, outcomeRef, actionsRef };
}
