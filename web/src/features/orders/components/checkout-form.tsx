import type {
  CartLinesInput,
  CheckoutInputParsed,
  CheckoutPayment as GatewayPayment,
  CheckoutResult,
  DeliveryZone,
  ShownCart,
} from '@bulkbazar/contract';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { InputField } from '@/components/ui/input-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError, type ApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/use-auth';
import { useTranslation } from '@/lib/i18n';
import { useSavedAddresses } from '@/lib/api/get-addresses';
import { useBdLocations, zoneOf } from '@/lib/api/get-bd-locations';
import { usePlaceCheckout } from '../api/place-checkout';
import { useVerifiedPhone } from '../api/get-verified-phone';
import { AddressChoice } from './address-choice';
import { BuyFor, useBuyingCompanies } from './buy-for';
import { companyAddressIdOf, useCompanyShipTo } from './company-ship-to';
import {
  CHECKOUT_FIELDS,
  checkoutDefaults,
  checkoutResolver,
  type CheckoutContext,
  type CheckoutFormValues,
} from './checkout-form-values';
import { CheckoutPayment } from './checkout-payment';
import { newIdempotencyKey } from './idempotency-key';
import { showOrderError } from './order-errors';
import { usePaymentChoices } from './use-payment-choices';

/** A refusal about one line or one seller's part (`items.<productId>`, `sellers.<sellerId>`), not a field here. */
export const isLineError = (error: unknown): error is ApiError =>
  isApiError(error) && Object.keys(error.fields).some((key) => /^(items|sellers)\./.test(key));

/**
 * What places the form's checkout: POST /api/checkout by default; accepting a quote sends the same fields to
 * its own call. A TanStack mutation of `{ body, key }` whose answer may say where to pay.
 */
export type CheckoutSender<R extends { payment?: GatewayPayment }> = {
  mutate: (
    variables: { body: CheckoutInputParsed; key: string },
    callbacks: { onSuccess: (result: R) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
};

/**
 * The checkout's form, for the cart (/checkout) and for a one-line Buy now (`items`): who buys, where it goes
 * (a saved address or a typed one), how it is paid, then POST /api/checkout. `children` go before the address
 * (Buy now's quantity). The server checks everything again and decides; a refusal about a line goes to
 * `onLineError`, field refusals to their fields, the rest to a dialog. A checkout paid online answers where
 * to pay: the browser goes there at once, and `onPlaced` hears the result to say so meanwhile.
 */
export function CheckoutForm<R extends { payment?: GatewayPayment } = CheckoutResult>({
  items,
  total,
  blocked = false,
  submitLabel,
  send,
  canSaveAddress = true,
  buysForCompany = true,
  onPlaced,
  onLineError,
  onZone,
  shown,
  onCartChanged,
  children,
}: {
  items?: CartLinesInput['items'];
  /** What the buyer pays in all (taka), for the mobile banking note and the advance; null while not known. */
  total: number | null;
  /** Nothing can be placed yet (a quantity the rules refuse, a cart with problems). */
  blocked?: boolean;
  submitLabel?: string;
  /** Places it another way than POST /api/checkout (an accepted quote). */
  send?: CheckoutSender<R>;
  /** Offer to keep a typed address in the profile. */
  canSaveAddress?: boolean;
  /**
   * Offer "Buy for" a company (and so its addresses and Pay on invoice). Off, the order is the buyer's own and
   * no companyId is ever sent.
   */
  buysForCompany?: boolean;
  onPlaced: (result: NoInfer<R>) => void;
  onLineError: (error: ApiError) => void;
  /** The delivery zone of where it goes (null until known), for the charges shown beside the form. */
  onZone?: (zone: DeliveryZone | null) => void;
  /** The cart's lines and total as the page shows them: the server places exactly these, or nothing. */
  shown?: ShownCart;
  /** The server refused because the cart is no longer the one shown (409 CART_CHANGED): nothing was placed. */
  onCartChanged?: (error: ApiError) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const checkout = usePlaceCheckout();
  // Without `send`, R is CheckoutResult: the checkout's own call answers one.
  const place = send ?? (checkout as unknown as CheckoutSender<R>);
  const addresses = useSavedAddresses();
  // One key per checkout attempt: a retry of the same attempt (after a timeout, say) cannot place it twice.
  const key = useRef(newIdempotencyKey());
  const resolver = useMemo(() => checkoutResolver(items), [items]);
  const [context, setContext] = useState<CheckoutContext>({ advanceDue: false });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    resetField,
    setValue,
    formState: { errors, dirtyFields },
  } = useForm<CheckoutFormValues, CheckoutContext, CheckoutInputParsed>({
    resolver,
    context,
    defaultValues: checkoutDefaults(addresses[0]?._id),
  });

  // Saved addresses that arrive after the form (their read was slow) become the default, unless the buyer
  // already chose.
  const firstSaved = addresses[0]?._id;
  useEffect(() => {
    if (firstSaved && !dirtyFields.addressId) resetField('addressId', { defaultValue: firstSaved });
  }, [firstSaved, dirtyFields.addressId, resetField]);

  // A verified phone (signed in by SMS code, or added on the profile) fills the phone field, unless typed.
  const verifiedPhone = useVerifiedPhone();
  useEffect(() => {
    if (verifiedPhone && !dirtyFields.phoneNumber) resetField('phoneNumber', { defaultValue: verifiedPhone });
  }, [verifiedPhone, dirtyFields.phoneNumber, resetField]);

  const method = watch('paymentMethod');
  const addressId = watch('addressId');
  const where = { division: watch('division'), district: watch('district'), area: watch('area') };
  const lists = useBdLocations();
  // Buying for a company offers its shared addresses too; one of another company (or none) is chosen no more.
  const companyAddresses = useCompanyShipTo(watch('companyId'));
  const staleCompanyAddress =
    companyAddressIdOf(addressId) !== null && !companyAddresses.some((a) => a._id === addressId);
  useEffect(() => {
    if (staleCompanyAddress) setValue('addressId', firstSaved ?? '');
  }, [staleCompanyAddress, firstSaved, setValue]);
  // A saved address without a place ships at the "elsewhere" charge, as the server charges it.
  const saved = [...addresses, ...companyAddresses].find((a) => a._id === addressId);
  const zone = addressId
    ? saved
      ? (zoneOf(lists, saved.location) ?? 'elsewhere')
      : null
    : (zoneOf(lists, where) ?? null);
  useEffect(() => onZone?.(zone), [zone, onZone]);
  const companyId = watch('companyId');
  const company = useBuyingCompanies().find((c) => c.id === companyId);
  const choices = usePaymentChoices(method, total, company);
  // Pay on invoice goes with the company whose credit it draws: buying for oneself (or for a company without
  // open credit) falls back to cash on delivery rather than send a method the form no longer shows as open.
  const invoiceOpen = choices.credit !== null && !choices.credit.overdue;
  useEffect(() => {
    if (method === 'invoice' && !invoiceOpen) setValue('paymentMethod', 'cod');
  }, [method, invoiceOpen, setValue]);
  // The resolver reads whether an advance is due from the form's context, kept in step with the choices.
  const advanceDue = choices.advancePoisha > 0;
  useEffect(() => setContext({ advanceDue }), [advanceDue]);

  function onSubmit(body: CheckoutInputParsed) {
    place.mutate(
      { body: shown ? { ...body, shown } : body, key: key.current },
      {
        onSuccess: (result) => {
          key.current = newIdempotencyKey();
          // The gateway's page is a full page away: the browser leaves the app for it.
          if (result.payment) window.location.assign(result.payment.redirectUrl);
          onPlaced(result);
        },
        onError: (error) => {
          // A definite refusal placed nothing: the next attempt is a new one. Without an answer it may have
          // gone through, so a retry keeps the key and gets the first result back.
          if (isApiError(error) && error.status >= 400 && error.status < 500)
            key.current = newIdempotencyKey();
          // Only a field on screen can show its refusal; the advance's method is there only when one is due.
          // The server names a place it does not know `location.area`: the picker's last field says it.
          if (isApiError(error) && error.fields['location.area'])
            error.fields.area ??= error.fields['location.area'];
          // A company address refused (gone meanwhile) is one of the "Ship to" choices.
          if (isApiError(error) && error.fields.companyAddressId)
            error.fields.addressId ??= error.fields.companyAddressId;
          const fields = isApiError(error)
            ? CHECKOUT_FIELDS.filter((f) => error.fields[f] && (f !== 'advanceMethod' || advanceDue))
            : [];
          if (isApiError(error) && error.code === 'CART_CHANGED' && onCartChanged) {
            onCartChanged(error);
          } else if (isLineError(error)) {
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
      {buysForCompany && <BuyFor register={register} errors={errors} companyId={companyId} />}
      {children}
      <AddressChoice
        addresses={addresses}
        company={company && { name: company.name, addresses: companyAddresses }}
        current={addressId}
        register={register}
        errors={errors}
        place={where}
        canSave={canSaveAddress}
        onPlace={(next) => {
          setValue('division', next.division);
          setValue('district', next.district);
          setValue('area', next.area, { shouldValidate: Boolean(errors.area) });
        }}
      />
      <CheckoutPayment
        choices={choices}
        method={method}
        advanceMethod={watch('advanceMethod')}
        total={total}
        register={register}
        errors={errors}
      />
      <SubmitButton pending={place.isPending} disabled={blocked} className="w-full">
        {place.isPending ? t('placeCheckout.placing') : (submitLabel ?? t('placeCheckout.place'))}
      </SubmitButton>
    </form>
  );
}
