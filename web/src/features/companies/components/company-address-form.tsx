import { addressInputSchema, type AddressInput, type SavedAddress } from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AddressFields } from '@/components/address-fields';
import { emptyPlace, isWholePlace, type PlaceValue } from '@/components/location-picker';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';

const FIELDS = ['label', 'shippingAddress', 'phoneNumber'] as const;
const EMPTY: AddressInput = { label: '', shippingAddress: '', phoneNumber: '' };

/**
 * One company address, new or being edited (`initial`), checked with the contract's schema (the buyer's address
 * book's fields and place picker); a field the server refuses shows at the field, anything else in the alert.
 */
export function CompanyAddressForm({
  initial,
  pending,
  onSave,
  onCancel,
}: {
  initial?: SavedAddress;
  pending: boolean;
  /** Sends it; rejects with the server's refusal. */
  onSave: (body: AddressInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [place, setPlace] = useState<PlaceValue>(initial?.location ?? emptyPlace);
  const [placeError, setPlaceError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const start = initial
    ? { label: initial.label, shippingAddress: initial.shippingAddress, phoneNumber: initial.phoneNumber }
    : EMPTY;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AddressInput>({ resolver: zodResolver(addressInputSchema), defaultValues: start });

  const onSubmit = async (values: AddressInput) => {
    setFailure(null);
    if (!isWholePlace(place)) return setPlaceError(t('delivery.placeRequired'));
    try {
      await onSave({ ...values, location: place });
      if (!initial) {
        reset(EMPTY);
        setPlace(emptyPlace);
      }
    } catch (error) {
      const fields = isApiError(error) ? FIELDS.filter((field) => error.fields[field]) : [];
      fields.forEach((field, i) =>
        setError(
          field,
          { type: 'server', message: isApiError(error) ? error.fields[field] : '' },
          { shouldFocus: i === 0 },
        ),
      );
      const placeRefused = isApiError(error) && error.fields['location.area'];
      if (placeRefused) setPlaceError(placeRefused);
      if (fields.length === 0 && !placeRefused) setFailure((error as Error).message);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex max-w-md flex-col gap-4">
      <AddressFields
        texts={{
          label: t('companyAddresses.label'),
          labelHint: t('companyAddresses.labelHint'),
          address: t('companyAddresses.address'),
          phone: t('companyAddresses.phone'),
          phoneHint: t('companyAddresses.phoneHint'),
        }}
        register={register}
        errors={errors}
        place={place}
        onPlaceChange={(next) => {
          setPlace(next);
          setPlaceError(undefined);
        }}
        placeError={placeError}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending}>
          {initial
            ? t(pending ? 'companyAddresses.saving' : 'companyAddresses.save')
            : t(pending ? 'companyAddresses.adding' : 'companyAddresses.add')}
        </SubmitButton>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('companyAddresses.cancel')}
          </Button>
        )}
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
    </form>
  );
}
