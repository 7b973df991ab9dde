import type { Order, ReorderResult } from '@bulkbazar/contract';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { showDialog, showError } from '@/lib/dialogs';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useReorder } from '../api/reorder';
import { orderNumber } from './order-heading';

/** What a reorder did, in one sentence per kind: what went into the cart and what could not, and why. */
function reorderText(t: TFunction, { added, skipped }: ReorderResult): string {
  const parts = [
    added.length > 0
      ? t('myOrders.added', {
          list: added
            .map((a) => t('myOrders.item', { name: a.productName, quantity: a.quantity }))
            .join(', '),
        })
      : t('myOrders.nothingAdded'),
    ...(skipped.length > 0
      ? [
          t('myOrders.skipped', {
            list: skipped
              .map((s) => t('myOrders.skippedItem', { name: s.productName, reason: s.reason }))
              .join(', '),
          }),
        ]
      : []),
  ];
  return parts.join(' ');
}

/**
 * Buy again: the order's lines go back into the cart at today's prices and rules (POST /api/orders/:id/reorder);
 * a notice lists what was added and what was skipped, with the way to the cart.
 */
export function BuyAgainButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const reorder = useReorder();
  const navigate = useNavigate();

  function onClick() {
    reorder.mutate(order._id, {
      onSuccess: async (result) => {
        const answer = await showDialog({
          icon: result.added.length > 0 ? 'success' : 'warning',
          title: t('myOrders.addedTitle'),
          text: reorderText(t, result),
          showCancelButton: true,
          confirmButtonText: t('myOrders.goToCart'),
          cancelButtonText: t('dialog.close'),
        });
        if (answer.isConfirmed) void navigate(paths.cart);
      },
      onError: (error) => void showError(error.message),
    });
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={onClick}
      disabled={reorder.isPending}
      aria-label={t('myOrders.buyAgainNamed', { number: orderNumber(order) })}
    >
      {t('myOrders.buyAgain')}
    </Button>
  );
}
