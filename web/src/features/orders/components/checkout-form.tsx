import {
  formatTaka,
  PAYMENT_METHODS,
  type CartLinesInput,
  type CheckoutInputParsed,
  type CheckoutResult,
  type PaymentMethod,
} from '@bulkbazar/contract';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { InputField } from '@/components/ui/input-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError, type ApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/use-auth';
import { useTranslation } from '@/lib/i18n';
import { useSavedAddresses } from '@/lib/api/get-addresses';
import { usePlaceCheckout } from '../api/place-checkout';
import { AddressChoice } from './address-choice';
import {
  CHECKOUT_FIELDS,
  checkoutDefaults,
  checkoutResolver,
  type CheckoutFormValues,
} from './checkout-form-values';
import { newIdempotencyKey } from './idempotency-key';
import { showOrderError } from './order-errors';
import { PaymentMethodField } from './payment-method-field';
import { SendMoneyNote } from './send-money-note';
import { useMerchantNumbers } from './use-merchant-numbers';

/** A refusal about one line or one seller's part (`items.<productId>`, `sellers.<sellerId>`), not a field here. */
export const isLineError = (error: unknown): error is ApiError =>
  isApiError(error) && Object.keys(error.fields).some((key) => /^(items|sellers)\./.test(key));

/**
 * The checkout's form, for the cart (/checkout) and for a one-line Buy now (`items`): who buys, where it goes
 * (a saved address or a typed one), how it is paid, then POST /api/checkout. `children` go before the address
 * (Buy now's quantity). The server checks everything again and decides; a refusal about a line goes to
 * `onLineError`, field refusals to their fields, the rest to a dialog.
 */
export function CheckoutForm({
  items,
  total,
  blocked = false,
  submitLabel,
  onPlaced,
  onLineError,
  children,
}: {
  items?: CartLinesInput['items'];
  /** What the buyer pays in all (taka), for the mobile banking note; null while it is not known. */
  total: number | null;
  /** Nothing can be placed yet (a quantity the rules refuse, a cart with problems). */
  blocked?: boolean;
  submitLabel?: string;
  onPlaced: (result: CheckoutResult) => void;
  onLineError: (error: ApiError) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const place = usePlaceCheckout();
  const addresses = useSavedAddresses();
  // One key per checkout attempt: a retry of the same attempt (after a timeout, say) cannot place it twice.
  const key = useRef(newIdempotencyKey());
  const resolver = useMemo(() => checkoutResolver(items), [items]);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    resetField,
    formState: { errors, dirtyFields },
  } = useForm<CheckoutFormValues, unknown, CheckoutInputParsed>({
    resolver,
    defaultValues: checkoutDefaults(addresses[0]?._id),
  });

  // Saved addresses that arrive after the form (their read was slow) become the default, unless the buyer
  // already chose.
  const firstSaved = addresses[0]?._id;
  useEffect(() => {
    if (firstSaved && !dirtyFields.addressId) resetField('addressId', { defaultValue: firstSaved });
  }, [firstSaved, dirtyFields.addressId, resetField]);

  const method = watch('paymentMethod');
  const addressId = watch('addressId');
  // A mobile banking method is offered only when the shop has a number to send the money to.
  const merchantNumbers = useMerchantNumbers();
  const numberFor = (m: PaymentMethod) => (m === 'cod' ? undefined : merchantNumbers[m]);
  const methods = PAYMENT_METHODS.filter((m) => m === 'cod' || numberFor(m));
  const sendTo = numberFor(method);
  const methodName = t(`orders.paymentMethods.${method}`);

  function onSubmit(body: CheckoutInputParsed) {
    place.mutate(
      { body, key: key.current },
      {
        onSuccess: (result) => {
          key.current = newIdempotencyKey();
          onPlaced(result);
        },
        onError: (error) => {
          // A definite refusal placed nothing: the next attempt is a new one. Without an answer it may have
          // gone through, so a retry keeps the key and gets the first result back.
          if (isApiError(error) && error.status >= 400 && error.status < 500)
            key.current = newIdempotencyKey();
          const fields = isApiError(error) ? CHECKOUT_FIELDS.filter((field) => error.fields[field]) : [];
          if (isLineError(error)) {
            onLineError(error);
          } else if (isApiError(error) && fields.length > 0) {
            fields.forEach((field, index) =>
              setError(field, { type: 'server', message: error.fields[field] }, { shouldFocus: index === 0 }),
            );
          } else {
            showOrderError(error);
          }
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={t('checkout.name')} value={user?.name ?? ''} disabled readOnly />
        <InputField label={t('checkout.email')} value={user?.email ?? ''} disabled readOnly />
      </div>
      {children}
      <AddressChoice addresses={addresses} current={addressId} register={register} errors={errors} />
      <PaymentMethodField registration={register('paymentMethod')} current={method} methods={methods} />
      {sendTo && (
        <SendMoneyNote
          method={methodName}
          number={sendTo}
          total={total === null ? t('checkout.total') : formatTaka(total)}
        />
      )}
      {sendTo && (
        <InputField
          label={t('checkout.transactionId')}
          hint={t('checkout.transactionHint', { method: methodName })}
          error={errors.transactionId?.message}
          {...register('transactionId')}
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
        />
      )}
      <SubmitButton pending={place.isPending} disabled={blocked} className="w-full">
        {place.isPending ? t('placeCheckout.placing') : (submitLabel ?? t('placeCheckout.place'))}
      </SubmitButton>
    </form>
  );
}
