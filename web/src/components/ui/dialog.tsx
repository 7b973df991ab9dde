import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { StrokeIcon } from './stroke-icon';

/**
 * The second (or later) click of a double click: a dialog opened by a double tap must not take it as an
 * answer (it lands where the finger is, maybe on the backdrop or on Yes). Keyboard activation has detail 0.
 */
export const isRepeatClick = (event: { detail: number }) => event.detail > 1;

type DialogProps = {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  /** Escape, the close button and a click on the backdrop all call this. */
  onDismiss: () => void;
  children: ReactNode;
  className?: string;
  /** The close button's name; 'Close this dialog' unless the dialog says otherwise. */
  closeLabel?: string;
};

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert, keeps Tab inside and puts it in
 * the top layer, so no focus-trap script is needed. The dialog is open while it is mounted.
 */
export function Dialog({
  labelledBy,
  describedBy,
  onDismiss,
  children,
  className = '',
  closeLabel,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    const dialog = ref.current!;
    // Where focus was, to return it there: the browser would too, but only for a dialog that it closes itself.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // showModal() focuses the first focusable element, the close button; the content may name a better one.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      dismiss.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // A click whose target is the <dialog> itself landed on the backdrop: the content fills the box. The
      // second click of a double click (a double tap on the button that opened it) answers nothing.
      onClick={(event) => event.target === event.currentTarget && !isRepeatClick(event) && dismiss.current()}
      className={`m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100 ${className}`}
    >
      <div className="relative px-6 pt-8 pb-6">
        <button
          type="button"
          onClick={() => dismiss.current()}
          aria-label={closeLabel ?? t('dialog.close')}
          title={closeLabel ?? t('dialog.close')}
          className="absolute top-2 right-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
        >
          <StrokeIcon className="size-5">
            <path d="M6 6l12 12M18 6 6 18" />
          </StrokeIcon>
        </button>
        {children}
      </div>
    </dialog>
  );
}
