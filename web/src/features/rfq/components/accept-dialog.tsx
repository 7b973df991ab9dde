import { acceptQuoteInputSchema, type AcceptQuoteInput, type Order, type Quote } from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '@/components/ui/dialog';
import { InputField, TextAreaField } from '@/components/ui/input-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { formatCount, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useAcceptQuote } from '../api/accept-quote';
import { showServerErrors } from './server-errors';

const FIELDS = ['shippingAddress', 'phoneNumber', 'paymentMethod'] as const;

/**
 * Accepting a quote asks what the checkout asks: where the goods go and the phone to call; the order is paid
 * in cash on delivery. The server places one order at the quoted price.
 */
export function AcceptDialog({
  quote,
  onClose,
  onPlaced,
}: {
  quote: Quote;
  onClose: () => void;
  onPlaced: (order: Order) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const accept = useAcceptQuote();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AcceptQuoteInput>({
    resolver: zodResolver(acceptQuoteInputSchema) as never,
    defaultValues: { paymentMethod: 'cod' },
  });

  async function send(body: AcceptQuoteInput) {
    try {
      onPlaced((await accept.mutateAsync({ quoteId: quote._id, body })).order);
    } catch (error) {
      showServerErrors(error, FIELDS, setError);
    }
  }

  return (
    <Dialog labelledBy={titleId} onDismiss={onClose} className="text-left">
      <h2 id={titleId} className="pr-8 text-xl font-bold">
        {t('rfq.accept.title')}
      </h2>
      <p className="mt-2 text-sm">
        {t('rfq.accept.terms', {
          quantity: formatCount(quote.quantity),
          product: quote.productName,
          price: formatTaka(quote.unitPrice),
          total: formatTaka(quote.lineTotal),
          seller: quote.sellerName,
        })}
      </p>
      <form noValidate onSubmit={handleSubmit(send)} className="mt-4 flex flex-col gap-4">
        <TextAreaField
          label={t('checkout.address')}
          error={errors.shippingAddress?.message}
          rows={2}
          maxLength={500}
          autoComplete="street-address"
          data-autofocus
          {...register('shippingAddress')}
        />
        <InputField
          label={t('checkout.phone')}
          hint={t('checkout.phoneHint')}
          error={errors.phoneNumber?.message}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={30}
          {...register('phoneNumber')}
        />
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('rfq.accept.cod')}</p>
        <SubmitButton pending={isSubmitting}>{t('rfq.accept.submit')}</SubmitButton>
      </form>
    </Dialog>
  );
}
