import { lazy, Suspense } from 'react';
import { useCurrentDialog } from '@/lib/dialogs';

// Loaded the first time a dialog opens: most visits never see one, so the first page does not carry it.
const AlertDialog = lazy(() => import('./alert-dialog').then((m) => ({ default: m.AlertDialog })));

/** Renders the dialogs opened with showDialog()/showError()/showSuccess(), one at a time. Mount it once. */
export function DialogHost() {
  const dialog = useCurrentDialog();
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog key={dialog.id} dialog={dialog} />
    </Suspense>
  );
}
