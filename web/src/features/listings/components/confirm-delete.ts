import { showDialog, showError, showSuccess } from '@/lib/dialogs';
import { i18n } from '@/lib/i18n';

/**
 * Asks before a listing is deleted, then deletes it and says how it went (the server's message on a refusal:
 * 'Only the seller or an admin can change this product', 'Product not found'). True once it is gone.
 */
export async function confirmAndDelete(remove: () => Promise<unknown>, name?: string): Promise<boolean> {
  const answer = await showDialog({
    icon: 'warning',
    title: name ? i18n.t('listings.delete.confirmNamed', { name }) : i18n.t('listings.delete.confirmTitle'),
    text: i18n.t('listings.delete.confirmText'),
    showCancelButton: true,
    confirmButtonText: i18n.t('listings.delete.confirmButton'),
    cancelButtonText: i18n.t('dialog.cancel'),
  });
  if (!answer.isConfirmed) return false;
  try {
    await remove();
  } catch (error) {
    void showError((error as Error).message);
    return false;
  }
  void showSuccess(i18n.t('listings.delete.success'));
  return true;
}
