import { rejectBodySchema, type Product } from '@bulkbazar/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { showError } from '@/lib/dialogs';
import { paths } from '@/lib/paths';
import { useDeleteProduct } from '@/lib/api/delete-product';
import { confirmAction } from './confirm';
import { useNotice } from './notice';
import type { RecordMove } from './use-moved-rows';
import { useReview } from './use-review';

type Props = {
  product: Product;
  /** Approved or rejected here since the list was fetched: the row says so instead of offering moves. */
  settled?: boolean;
  onMoved: RecordMove;
};

/**
 * What an admin can do with a listing. Only the moves its status allows are offered (pending → approved or
 * rejected, rejected → approved, approved ↔ blocked); the server checks again and answers 409 if someone
 * else moved it first.
 */
export function ProductActions({ product, settled = false, onMoved }: Props) {
  const { t } = useTranslation();
  const notify = useNotice();
  const review = useReview(product, onMoved);
  const remove = useDeleteProduct();
  const [rejecting, setRejecting] = useState(false);
  const name = product.productName;
  const busy = review.busy || remove.isPending;

  async function block() {
    const ok = await confirmAction(
      t('dashboard.products.blockTitle', { name }),
      t('dashboard.products.blockText'),
      t('dashboard.products.block'),
    );
    if (ok) await review.act({ action: 'block' }, t('dashboard.products.blocked', { name }));
  }

  async function destroy() {
    const ok = await confirmAction(
      t('dashboard.products.deleteTitle', { name }),
      t('dashboard.products.deleteText'),
      t('dashboard.products.delete'),
    );
    if (!ok) return;
    try {
      const { message } = await remove.mutateAsync(product._id);
      notify(message || t('dashboard.products.deleted'));
    } catch (error) {
      void showError((error as Error).message);
    }
  }

  const { status } = product;
  return (
    <div ref={review.actionsRef} className="flex min-w-48 flex-wrap items-center gap-2">
      {settled && (
        // Focused after the move (the button clicked is gone); Undo is in the notice.
        <span
          ref={review.outcomeRef}
          tabIndex={-1}
          className="px-1 text-sm font-semibold text-emerald-800 dark:text-emerald-300"
        >
          ✓ {t(`dashboard.productStatus.${status}`)}
        </span>
      )}
      {!settled && (status === 'pending' || status === 'rejected') && (
        <Button
          size="sm"
          disabled={busy}
          onClick={() => void review.act({ action: 'approve' }, t('dashboard.products.approved', { name }))}
        >
          {t('dashboard.products.approve')}
        </Button>
      )}
      {!settled && status === 'pending' && (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => setRejecting(true)}>
          {t('dashboard.products.reject')}
        </Button>
      )}
      {!settled && status === 'approved' && (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => void block()}>
          {t('dashboard.products.block')}
        </Button>
      )}
      {!settled && status === 'blocked' && (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => void review.act({ action: 'unblock' }, t('dashboard.products.unblocked', { name }))}
        >
          {t('dashboard.products.unblock')}
        </Button>
      )}
      <Link
        to={paths.updateProduct(product._id)}
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        {t('dashboard.products.update')}
      </Link>
      <Link to={paths.product(product._id)} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        {t('dashboard.products.view')}
      </Link>
      <Button
        size="sm"
        variant="ghost"
        disabled={busy}
        className="text-red-700 dark:text-red-300"
        onClick={() => void destroy()}
      >
        {t('dashboard.products.delete')}
      </Button>
      {rejecting && (
        <ReasonDialog
          schema={rejectBodySchema}
          texts={{
            title: t('dashboard.products.rejectTitle', { name }),
            label: t('dashboard.products.rejectReason'),
            hint: t('dashboard.products.rejectHint'),
            required: t('dashboard.products.reasonRequired'),
            submit: t('dashboard.products.rejectSubmit'),
          }}
          onClose={() => setRejecting(false)}
          onSubmit={(reason) =>
            review.move({ action: 'reject', reason }, t('dashboard.products.rejected', { name }), () =>
              setRejecting(false),
            )
          }
        />
      )}
    </div>
  );
}
