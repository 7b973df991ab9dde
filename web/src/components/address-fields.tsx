import type { AddressInput } from '@bulkbazar/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { LocationPicker, type PlaceValue } from '@/components/location-picker';
import { InputField, TextAreaField } from '@/components/ui/input-field';

/** The words of an address form: the buyer's address book and a company's addresses say them their own way. */
export type AddressFieldTexts = {
  label: string;
  labelHint: string;
  address: string;
  phone: string;
  phoneHint: string;
};

/**
 * The fields of a delivery address — its name, the place in the official lists (it prices delivery), the
 * address line and the phone — as every address form of the shop asks them, checked by the contract's schema.
 */
export function AddressFields({
  texts,
  register,
  errors,
  place,
  onPlaceChange,
  placeError,
}: {
  texts: AddressFieldTexts;
  register: UseFormRegister<AddressInput>;
  errors: FieldErrors<AddressInput>;
  place: PlaceValue;
  onPlaceChange: (next: PlaceValue) => void;
  placeError: string | undefined;
}) {
  return (
    <>
      <InputField
        label={texts.label}
        hint={texts.labelHint}
        error={errors.label?.message}
        maxLength={40}
        {...register('label')}
      />
      <LocationPicker value={place} onChange={onPlaceChange} error={placeError} />
      <TextAreaField
        label={texts.address}
        error={errors.shippingAddress?.message}
        rows={3}
        maxLength={500}
        autoComplete="street-address"
        {...register('shippingAddress')}
      />
      <InputField
        label={texts.phone}
        hint={texts.phoneHint}
        error={errors.phoneNumber?.message}
        type="tel"
        autoComplete="tel"
        {...register('phoneNumber')}
      />
    </>
  );
}
