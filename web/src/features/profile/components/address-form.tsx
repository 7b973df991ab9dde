import { addressInputSchema, type AddressInput } from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { InputField, TextAreaField } from '@/components/ui/input-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useAddAddress } from '../api/add-address';

const FIELDS: (keyof AddressInput)[] = ['label', 'shippingAddress', 'phoneNumber'];
const EMPTY: AddressInput = { label: '', shippingAddress: '', phoneNumber: '' };

/** A new saved address, checked with the contract's schema; a refused field shows at the field. */
export function AddressForm({ onAdded }: { onAdded: (label: string) => void }) {
  const { t } = useTranslation();
  const add = useAddAddress();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AddressInput>({ resolver: zodResolver(addressInputSchema), defaultValues: EMPTY });

  const onSubmit = (values: AddressInput) =>
    add.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        onAdded(values.label);
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        FIELDS.filter((field) => error.fields[field]).forEach((field, i) =>
          setError(field, { type: 'server', message: error.fields[field] }, { shouldFocus: i === 0 }),
        );
      },
    });

  const { error } = add;
  const fieldError = isApiError(error) && FIELDS.some((field) => error.fields[field]);
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex max-w-md flex-col gap-4">
      <InputField
        label={t('wholesale.profile.label')}
        hint={t('wholesale.profile.labelHint')}
        error={errors.label?.message}
        maxLength={40}
        {...register('label')}
      />
      <TextAreaField
        label={t('wholesale.profile.address')}
        error={errors.shippingAddress?.message}
        rows={3}
        maxLength={500}
        autoComplete="street-address"
        {...register('shippingAddress')}
      />
      <InputField
        label={t('wholesale.profile.phone')}
        hint={t('wholesale.profile.phoneHint')}
        error={errors.phoneNumber?.message}
        type="tel"
        autoComplete="tel"
        {...register('phoneNumber')}
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
