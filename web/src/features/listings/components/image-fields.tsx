import { MAX_EXTRA_IMAGES } from '@bulkbazar/contract';
import { useId, type ChangeEvent } from 'react';
import { FieldError, FieldHint } from '@/components/ui/form-field';
import { ImageInput } from '@/components/ui/image-input';
import { useTranslation } from '@/lib/i18n';
import { UploadSlotView } from './upload-slot-view';
import type { ImageUploads } from './use-image-uploads';

type FieldProps = { uploads: ImageUploads; error?: string; disabled: boolean };

/**
 * The picker of an image field, described by its hint and its error (`${id}-hint`, `${id}-error`). Each picked
 * file goes to the uploads, then the input empties so the same file can be picked again.
 */
function Picker({ id, uploads, error, disabled }: FieldProps & { id: string }) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    for (const file of event.currentTarget.files ?? []) uploads.add(file);
    event.currentTarget.value = '';
  };
  return (
    <ImageInput
      id={id}
      disabled={disabled}
      aria-invalid={Boolean(error)}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      onChange={onChange}
    />
  );
}

export function MainImageField({ uploads, error, disabled }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const slot = uploads.slots[0];
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {t('listings.form.image')}
      </label>
      <Picker id={id} uploads={uploads} error={error} disabled={disabled} />
      <FieldHint id={id}>
        {slot ? t('listings.form.imageReplaceHint') : t('listings.form.imageHint')}
      </FieldHint>
      {slot && (
        <ul className="mt-2">
          <UploadSlotView
            slot={slot}
            label={t('listings.form.mainImageLabel')}
            onRemove={() => uploads.remove(slot.key)}
            disabled={disabled}
          />
        </ul>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function ExtraImagesField({ uploads, error, disabled }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const full = uploads.slots.length >= MAX_EXTRA_IMAGES;
  return (
    <fieldset>
      <legend className="block text-sm font-medium">{t('listings.form.extraImages')}</legend>
      {uploads.slots.length > 0 && (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {uploads.slots.map((slot, index) => (
            <UploadSlotView
              key={slot.key}
              slot={slot}
              label={t('listings.form.extraImageLabel', { index: index + 1 })}
              onRemove={() => uploads.remove(slot.key)}
              disabled={disabled}
            />
          ))}
        </ul>
      )}
      <label htmlFor={id} className="mt-3 block text-sm text-slate-700 dark:text-slate-300">
        {t('listings.form.addExtraImage')}
      </label>
      <Picker id={id} uploads={uploads} error={error} disabled={disabled || full} />
      <FieldHint id={id}>
        {t('listings.form.extraImagesHint', { count: uploads.slots.length, max: MAX_EXTRA_IMAGES })}
      </FieldHint>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
