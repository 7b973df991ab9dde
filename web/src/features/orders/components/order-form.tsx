import {
  checkOrderQuantity,
  formatTaka,
  PAYMENT_METHODS,
  type Order,
  type OrderInputParsed,
  type PaymentMethod,
  type Product,
} from '@bulkbazar/contract';
import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { InputField, TextAreaField } from '@/components/ui/input-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/use-auth';
import { useMerchantNumbers } from './use-merchant-numbers';
import { usePlaceOrder } from '../api/place-order';
import { newIdempotencyKey } from './idempotency-key';
import { showOrderError } from './order-errors';
import {
  ORDER_FIELDS,
  orderDefaults,
  orderFormResolver,
  orderTotal,
  type OrderFormValues,
} from './order-form-values';
import { PaymentMethodField } from './payment-method-field';
import { QuantityStepper } from './quantity-stepper';
import { SendMoneyNote } from './send-money-note';

const quantityInput = { setValueAs: (v: unknown) => (v === '' || v === null ? Number.NaN : Number(v)) };

/**
 * The one order form, in the Checkout modal and on /purchase/:id. The buyer is the signed-in user; quantity
 * stays between the MOQ and the stock; the total is live. The server checks it all again and decides.
 */
export function OrderForm({ product, onPlaced }: { product: Product; onPlaced: (order: Order) => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const place = usePlaceOrder();
  // One key per checkout attempt: a retry of the same order (after a timeout, say) cannot place it twice.
  const key = useRef(newIdempotencyKey());
  const resolver = useMemo(() => orderFormResolver(product), [product]);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<OrderFormValues, unknown, OrderInputParsed>({
    resolver,
    defaultValues: orderDefaults(product),
  });

  const quantity = watch('quantity');
  const method = watch('paymentMethod');
  const total = orderTotal(product.price, quantity);
  const live = checkOrderQuantity(product, quantity);
  const quantityError = errors.quantity?.message ?? (live.ok ? undefined : live.message);
  const soldOut = product.maxQuantity < product.minQuantity;
  const unavailable = product.status !== 'approved';
  // A mobile banking method is offered only when the shop has a number to send the money to.
  const merchantNumbers = useMerchantNumbers();
  const numberFor = (m: PaymentMethod) => (m === 'cod' ? undefined : merchantNumbers[m]);
  const methods = PAYMENT_METHODS.filter((m) => m === 'cod' || numberFor(m));
  const sendTo = numberFor(method);
  const methodName = t(`orders.paymentMethods.${method}`);

  function onSubmit(body: OrderInputParsed) {
    place.mutate(
      { body, key: key.current },
      {
        onSuccess: ({ order }) => {
          key.current = newIdempotencyKey();
          reset(orderDefaults(product));
          onPlaced(order);
        },
        onError: (error) => {
          // A definite refusal placed nothing: the next attempt is a new one. Without an answer it may have
          // gone through, so a retry keeps the key and gets the first result back.
          if (isApiError(error) && error.status >= 400 && error.status < 500)
            key.current = newIdempotencyKey();
          const fields = isApiError(error) ? ORDER_FIELDS.filter((field) => error.fields[field]) : [];
          if (isApiError(error) && error.code === 'VALIDATION_FAILED' && fields.length > 0) {
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

  const stepTo = (next: number) => setValue('quantity', next, { shouldValidate: true, shouldDirty: true });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={t('checkout.name')} value={user?.name ?? ''} disabled readOnly />
        <InputField label={t('checkout.email')} value={user?.email ?? ''} disabled readOnly />
      </div>
      <QuantityStepper
        value={quantity}
        min={product.minQuantity}
        max={product.maxQuantity}
        onStep={stepTo}
        error={quantityError}
        input={register('quantity', quantityInput)}
      />
      <p className="flex items-baseline justify-between gap-3 rounded-lg bg-slate-100 px-3 py-2 dark:bg-slate-800">
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {t('checkout.totalFor', { price: formatTaka(product.price) })}
        </span>
        <output
          aria-live="polite"
          aria-label={t('checkout.total')}
          className="text-lg font-bold tabular-nums"
        >
          {total === null ? '—' : formatTaka(total)}
        </output>
      </p>
      <TextAreaField
        label={t('checkout.address')}
        error={errors.shippingAddress?.message}
        {...register('shippingAddress')}
        rows={2}
        maxLength={500}
        autoComplete="street-address"
      />
      <InputField
        label={t('checkout.phone')}
        hint={t('checkout.phoneHint')}
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={30}
      />
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
      {(soldOut || unavailable) && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {unavailable ? t('checkout.unavailable') : t('checkout.soldOut')}
        </p>
      )}
      <SubmitButton pending={place.isPending} disabled={soldOut || unavailable} className="w-full">
        {place.isPending ? t('checkout.placing') : t('checkout.placeOrder')}
      </SubmitButton>
    </form>
  );
}
