import { declineBodySchema, formatCount, type Order } from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';

type Props = {
  order: Order;
  /** Resolves once the order is declined; throws the API's error otherwise (shown at the reason). */
  onDecline: (reason: string) => Promise<void>;
  onClose: () => void;
};

/** Declining needs a reason (1–500 characters, the buyer sees it): the form will not send without one. */
export function DeclineDialog({ order, onDecline, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(declineBodySchema), defaultValues: { reason: '' } });

  async function onSubmit({ reason }: { reason: string }) {
    try {
      await onDecline(reason);
    } catch (error) {
      const message = isApiError(error) ? (error.fields.reason ?? error.message) : (error as Error).message;
      setError('reason', { type: 'server', message }, { shouldFocus: true });
    }
  }

  return (
    <Dialog labelledBy={titleId} describedBy={textId} onDismiss={onClose}>
      <h2 id={titleId} className="pr-8 text-xl font-bold">
        {t('orders.declineTitle')}
      </h2>
      <p id={textId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t('orders.declineText', { quantity: formatCount(order.quantity), name: order.productName })}
      </p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 flex flex-col gap-4">
        <FormField
          label={t('orders.declineReason')}
          hint={t('orders.declineHint')}
          error={
            errors.reason &&
            (errors.reason.type === 'server' ? errors.reason.message : t('orders.declineRequired'))
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
          <SubmitButton pending={isSubmitting}>{t('orders.declineSubmit')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
