import type { rejectBodySchema } from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { Button } from './button';
import { Dialog } from './dialog';
import { FormField, inputClasses } from './form-field';
import { SubmitButton } from './submit-button';

/**
 * The contract's `{ reason }` bodies (rejectBodySchema, declineBodySchema) share this type: a trimmed reason
 * of 1–500 characters. The caller passes its own, so the form checks what its endpoint checks.
 */
type ReasonSchema = typeof rejectBodySchema;

export type ReasonTexts = {
  title: string;
  /** What is about to happen, read out with the title. */
  text?: string;
  label: string;
  hint: string;
  /** Shown when the reason is left empty. */
  required: string;
  submit: string;
};

type Props = {
  schema: ReasonSchema;
  texts: ReasonTexts;
  /** Resolves once the action is done; throws the API's error otherwise (shown at the reason). */
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
};

/**
 * A step that needs a reason someone else will read (a seller's rejected listing, a buyer's declined order):
 * the form will not send without one, and the server's refusal shows at the field.
 */
export function ReasonDialog({ schema, texts, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { reason: '' } });

  async function send({ reason }: { reason: string }) {
    try {
      await onSubmit(reason);
    } catch (error) {
      const message = isApiError(error) ? (error.fields.reason ?? error.message) : (error as Error).message;
      setError('reason', { type: 'server', message }, { shouldFocus: true });
    }
  }

  return (
    // Opened from table cells that align right on phones: the dialog sets its own alignment.
    <Dialog
      labelledBy={titleId}
      describedBy={texts.text ? textId : undefined}
      onDismiss={onClose}
      className="text-left"
    >
      <h2 id={titleId} className="pr-8 text-xl font-bold">
        {texts.title}
      </h2>
      {texts.text && (
        <p id={textId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {texts.text}
        </p>
      )}
      <form noValidate onSubmit={handleSubmit(send)} className="mt-4 flex flex-col gap-4">
        <FormField
          label={texts.label}
          hint={texts.hint}
          error={errors.reason && (errors.reason.type === 'server' ? errors.reason.message : texts.required)}
        >
          {(control) => (
            <textarea
              {...control}
              {...register('reason')}
              data-autofocus
              rows={4}
              maxLength={500}
              className={inputClasses}
            />
          )}
        </FormField>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('dialog.cancel')}
          </Button>
          <SubmitButton pending={isSubmitting}>{texts.submit}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
