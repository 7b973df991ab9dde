import type { Product } from '@bulkbazar/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { showError } from '@/lib/dialogs';
import { paths } from '@/lib/paths';
import { useDeleteProduct } from '../api/delete-product';
import { useModerateProduct, type Moderation } from '../api/moderate-product';
import { confirmAction } from './confirm';
import { useNotice } from './notice';
import { RejectDialog } from './reject-dialog';

/**
 * What an admin can do with a listing. Only the moves its status allows are offered (pending → approved or
 * rejected, rejected → approved, approved ↔ blocked); the server checks again and answers 409 if someone
 * else moved it first.
 */
export function ProductActions({ product }: { product: Product }) {
  const { t } = useTranslation();
  const notify = useNotice();
  const moderate = useModerateProduct();
  const remove = useDeleteProduct();
  const [rejecting, setRejecting] = useState(false);
  const name = product.productName;
  const busy = moderate.isPending || remove.isPending;

  async function act(move: Moderation, done: string) {
    try {
      await moderate.mutateAsync({ id: product._id, move });
      notify(done);
    } catch (error) {
      void showError((error as Error).message);
    }
  }

  async function block() {
    const ok = await confirmAction(
      t('dashboard.products.blockTitle', { name }),
      t('dashboard.products.blockText'),
      t('dashboard.products.block'),
    );
    if (ok) await act({ action: 'block' }, t('dashboard.products.blocked', { name }));
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
    <div className="flex min-w-48 flex-wrap gap-2">
      {(status === 'pending' || status === 'rejected') && (
        <Button
          size="sm"
          disabled={busy}
          onClick={() => void act({ action: 'approve' }, t('dashboard.products.approved', { name }))}
        >
          {t('dashboard.products.approve')}
        </Button>
      )}
      {status === 'pending' && (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => setRejecting(true)}>
          {t('dashboard.products.reject')}
        </Button>
      )}
      {status === 'approved' && (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => void block()}>
          {t('dashboard.products.block')}
        </Button>
      )}
      {status === 'blocked' && (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => void act({ action: 'unblock' }, t('dashboard.products.unblocked', { name }))}
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
        <RejectDialog
          productName={name}
          onClose={() => setRejecting(false)}
          onReject={async (reason) => {
            await moderate.mutateAsync({ id: product._id, move: { action: 'reject', reason } });
            setRejecting(false);
            notify(t('dashboard.products.rejected', { name }));
          }}
        />
      )}
    </div>
  );
}
