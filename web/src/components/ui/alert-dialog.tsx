import { useId, type MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { answerDialog, type QueuedDialog } from '@/lib/dialogs';
import { Button } from './button';
import { Dialog, isRepeatClick } from './dialog';
import { DialogIcon } from './dialog-icon';

/** SweetAlert2's look: icon, title, text, OK (and Cancel when asked), a close button. */
export function AlertDialog({ dialog }: { dialog: QueuedDialog }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const answer = (confirmed: boolean) => answerDialog(dialog.id, confirmed);
  const answerOnce = (confirmed: boolean) => (event: MouseEvent) => {
    if (!isRepeatClick(event)) answer(confirmed);
  };
  return (
    <Dialog
      labelledBy={titleId}
      describedBy={dialog.text ? textId : undefined}
      onDismiss={() => answer(false)}
      className="text-center"
    >
      {dialog.icon && <DialogIcon icon={dialog.icon} />}
      <h2 id={titleId} className="text-2xl font-bold">
        {dialog.title}
      </h2>
      {dialog.text && (
        <p id={textId} className="mt-3 text-slate-700 dark:text-slate-300">
          {dialog.text}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {/* The answer a keyboard user most likely wants gets focus, as SweetAlert2 does. */}
        <Button data-autofocus onClick={answerOnce(true)} className="min-w-24">
          {dialog.confirmButtonText ?? t('dialog.ok')}
        </Button>
        {dialog.showCancelButton && (
          <Button variant="secondary" onClick={answerOnce(false)} className="min-w-24">
            {dialog.cancelButtonText ?? t('dialog.cancel')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
