import { showDialog } from '@/lib/dialogs';

/** A warning dialog with Cancel; resolves true only when the admin confirms. */
export async function confirmAction(
  title: string,
  text: string,
  confirmButtonText: string,
): Promise<boolean> {
  const { isConfirmed } = await showDialog({
    icon: 'warning',
    title,
    text,
    confirmButtonText,
    showCancelButton: true,
  });
  return isConfirmed;
}
