import { useState, type FormEvent } from 'react';
import { emptyPlace, LocationPicker, type PlaceValue } from '@/components/location-picker';
import { InputField, TextAreaField } from '@/components/ui/input-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useCreateCompany } from '../api/companies';

const FIELDS = ['name', 'tradeLicence', 'bin', 'tin', 'address'] as const;
type Field = (typeof FIELDS)[number];

/**
 * A new company, checked by the server (POST /api/companies): each refused field shows its message under it,
 * the place's under the upazila/thana list. BIN and TIN may be typed in Bengali digits; the server keeps them Latin.
 */
export function CreateCompanyForm() {
  const { t } = useTranslation();
  const create = useCreateCompany();
  const [place, setPlace] = useState<PlaceValue>(emptyPlace);
  const [errors, setErrors] = useState<Partial<Record<Field | 'location' | 'form', string>>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read before the first await: React clears the event's currentTarget once its handlers have run.
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (field: Field) => String(form.get(field) ?? '');
    try {
      await create.mutateAsync({
        name: text('name'),
        tradeLicence: text('tradeLicence'),
        bin: text('bin'),
        tin: text('tin'),
        address: text('address'),
        location: place,
      });
      setErrors({});
    } catch (error) {
      if (!isApiError(error)) return setErrors({ form: (error as Error).message });
      const fields = error.fields;
      // The place's message may name any of its levels (location.division when none was chosen).
      const location = Object.entries(fields).find(([key]) => key.startsWith('location'))?.[1];
      const next: typeof errors = { location };
      for (const field of FIELDS) next[field] = fields[field];
      if (!location && !FIELDS.some((field) => fields[field])) next.form = error.message;
      setErrors(next);
      // The first refused field gets the focus, as a form checked in the browser would do.
      const first = FIELDS.find((field) => fields[field]);
      if (first) formElement.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <InputField
        label={t('company.name')}
        name="name"
        error={errors.name}
        maxLength={120}
        autoComplete="organization"
      />
      <InputField
        label={t('company.tradeLicence')}
        name="tradeLicence"
        error={errors.tradeLicence}
        maxLength={60}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('company.bin')}
          name="bin"
          hint={t('company.binHint')}
          error={errors.bin}
          inputMode="numeric"
          maxLength={20}
        />
        <InputField
          label={t('company.tin')}
          name="tin"
          error={errors.tin}
          inputMode="numeric"
          maxLength={20}
        />
      </div>
      <LocationPicker
        value={place}
        onChange={(next) => {
          setPlace(next);
          setErrors((e) => ({ ...e, location: undefined }));
        }}
        error={errors.location}
      />
      <TextAreaField
        label={t('company.address')}
        name="address"
        error={errors.address}
        rows={3}
        maxLength={500}
        autoComplete="street-address"
      />
      {errors.form && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errors.form}
        </p>
      )}
      <div>
        <SubmitButton pending={create.isPending}>
          {create.isPending ? t('company.creating') : t('company.create')}
        </SubmitButton>
      </div>
    </form>
  );
}
