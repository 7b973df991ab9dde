import type { SavedAddress } from '@bulkbazar/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { LocationPicker, type PlaceValue } from '@/components/location-picker';
import { InputField, TextAreaField } from '@/components/ui/input-field';
import { useTranslation } from '@/lib/i18n';
import type { CheckoutFormValues } from './checkout-form-values';

const optionClasses = (checked: boolean) =>
  `flex cursor-pointer items-start gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600 ${
    checked
      ? 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950'
      : 'border-slate-300 dark:border-slate-600'
  }`;

/**
 * Where the orders go: one of the buyer's saved addresses, one of the company's when buying for a company, or
 * another one typed here (address and phone), which can be kept in the profile under a name. Without saved
 * addresses only the typed one shows.
 */
export function AddressChoice({
  addresses,
  company,
  current,
  register,
  errors,
  place,
  onPlace,
  canSave = true,
}: {
  addresses: readonly SavedAddress[];
  /** The company bought for and its shared addresses (their ids are the radio group's choices, company-ship-to.ts). */
  company?: { name: string; addresses: readonly SavedAddress[] };
  /** The chosen saved address's id; '' for the typed one. */
  current: string;
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
  /** The typed address's division → district → upazila/thana. */
  place: PlaceValue;
  onPlace: (next: PlaceValue) => void;
  /** Offer to keep the typed address in the profile (the checkout does; accepting a quote does not). */
  canSave?: boolean;
}) {
  const { t } = useTranslation();
  const typed = (
    <div className="flex flex-col gap-4">
      <LocationPicker value={place} onChange={onPlace} error={errors.area?.message} />
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
      {canSave && (
        <InputField
          label={t('placeCheckout.saveAs')}
          hint={t('placeCheckout.saveAsHint')}
          error={errors.saveAddressAs?.message}
          {...register('saveAddressAs')}
          maxLength={40}
          autoComplete="off"
        />
      )}
    </div>
  );
  const companyAddresses = company?.addresses ?? [];
  if (addresses.length === 0 && companyAddresses.length === 0) return typed;

  const option = (address: SavedAddress) => (
    <label key={address._id} className={optionClasses(current === address._id)}>
      <input
        {...register('addressId')}
        type="radio"
        value={address._id}
        className="mt-1 accent-emerald-700"
      />
      <span className="min-w-0">
        <span className="block font-semibold">{address.label}</span>
        <span className="block break-words whitespace-pre-line">
          {address.location
            ? `${address.shippingAddress}, ${address.location.area}, ${address.location.district}`
            : address.shippingAddress}
        </span>
        <span className="block text-slate-600 dark:text-slate-400">{address.phoneNumber}</span>
      </span>
    </label>
  );

  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="block text-sm font-medium">{t('placeCheckout.savedAddresses')}</legend>
        <div className="mt-1 flex flex-col gap-2">
          {company && companyAddresses.length > 0 && (
            <div role="group" aria-label={t('companyAddresses.checkoutLegend', { company: company.name })}>
              <p aria-hidden="true" className="mb-1 text-sm text-slate-600 dark:text-slate-400">
                {t('companyAddresses.checkoutLegend', { company: company.name })}
              </p>
              <div className="flex flex-col gap-2">{companyAddresses.map(option)}</div>
            </div>
          )}
          {addresses.map(option)}
          <label className={optionClasses(current === '')}>
            <input {...register('addressId')} type="radio" value="" className="mt-1 accent-emerald-700" />
            <span className="font-semibold">{t('placeCheckout.newAddress')}</span>
          </label>
        </div>
        {errors.addressId?.message && (
          <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {errors.addressId.message}
          </p>
        )}
      </fieldset>
      {current === '' && typed}
    </div>
  );
}
