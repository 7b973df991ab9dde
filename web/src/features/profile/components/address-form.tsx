import { addressInputSchema, type AddressInput } from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AddressFields } from '@/components/address-fields';
import { emptyPlace, isWholePlace, type PlaceValue } from '@/components/location-picker';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useAddAddress } from '../api/add-address';

const FIELDS = ['label', 'shippingAddress', 'phoneNumber'] as const;
const EMPTY: AddressInput = { label: '', shippingAddress: '', phoneNumber: '' };

/** A new saved address, checked with the contract's schema; a refused field shows at the field. */
export function AddressForm({ onAdded }: { onAdded: (label: string) => void }) {
  const { t } = useTranslation();
  const add = useAddAddress();
  // The place in the official lists: it prices the delivery of every order sent here.
  const [place, setPlace] = useState<PlaceValue>(emptyPlace);
  const [placeError, setPlaceError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AddressInput>({ resolver: zodResolver(addressInputSchema), defaultValues: EMPTY });

  const onSubmit = (values: AddressInput) => {
    if (!isWholePlace(place)) return setPlaceError(t('delivery.placeRequired'));
    add.mutate(
      { ...values, location: place },
      {
        onSuccess: () => {
          reset(EMPTY);
          setPlace(emptyPlace);
          onAdded(values.label);
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          FIELDS.filter((field) => error.fields[field]).forEach((field, i) =>
            setError(field, { type: 'server', message: error.fields[field] }, { shouldFocus: i === 0 }),
          );
          if (error.fields['location.area']) setPlaceError(error.fields['location.area']);
        },
      },
    );
  };

  const { error } = add;
  const fieldError =
    isApiError(error) &&
    (FIELDS.some((field) => error.fields[field]) || Boolean(error.fields['location.area']));
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex max-w-md flex-col gap-4">
      <AddressFields
        texts={{
          label: t('wholesale.profile.label'),
          labelHint: t('wholesale.profile.labelHint'),
          address: t('wholesale.profile.address'),
          phone: t('wholesale.profile.phone'),
          phoneHint: t('wholesale.profile.phoneHint'),
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
      <div>
        <SubmitButton pending={add.isPending}>
          {add.isPending ? t('wholesale.profile.addingAddress') : t('wholesale.profile.addAddress')}
        </SubmitButton>
      </div>
      {add.isError && !fieldError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {add.error.message}
        </p>
      )}
    </form>
  );
}
