import { rejectBodySchema } from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';

type Props = {
  productName: string;
  /** Resolves once the listing is rejected; throws the API's error otherwise. */
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
};

/** Rejecting needs a reason (the seller sees it with their listing): the form will not send without one. */
export function RejectDialog({ productName, onReject, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(rejectBodySchema), defaultValues: { reason: '' } });

  async function onSubmit({ reason }: { reason: string }) {
    try {
      await onReject(reason);
    } catch (error) {
      const message = isApiError(error) ? (error.fields.reason ?? error.message) : (error as Error).message;
      setError('reason', { type: 'server', message }, { shouldFocus: true });
    }
  }

  return (
    // Rendered inside a table cell, which on phones aligns right: the dialog sets its own alignment.
    <Dialog labelledBy={titleId} onDismiss={onClose} className="text-left">
      <h2 id={titleId} className="pr-8 text-xl font-bold">
        {t('dashboard.products.rejectTitle', { name: productName })}
      </h2>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 flex flex-col gap-4">
        <FormField
          label={t('dashboard.products.rejectReason')}
          hint={t('dashboard.products.rejectHint')}
          error={
            errors.reason &&
            (errors.reason.type === 'server' ? errors.reason.message : t('dashboard.products.reasonRequired'))
          }
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
          <SubmitButton pending={isSubmitting}>{t('dashboard.products.rejectSubmit')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
