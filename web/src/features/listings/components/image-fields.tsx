import { MAX_EXTRA_IMAGES } from '@bulkbazar/contract';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { UploadSlotView } from './upload-slot-view';
import type { ImageUploads } from './use-image-uploads';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';
const fileInputClasses =
  'mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-emerald-50 file:px-3 file:py-2 file:font-semibold file:text-emerald-800 hover:file:bg-emerald-100 dark:text-slate-300 dark:file:bg-emerald-950 dark:file:text-emerald-300';

/** Hands each picked file on, then empties the input so the same file can be picked again. */
function picked(onFile: (file: File) => void) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    for (const file of event.currentTarget.files ?? []) onFile(file);
    event.currentTarget.value = '';
  };
}

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {error}
    </p>
  );
}

export function MainImageField({
  uploads,
  error,
  disabled,
}: {
  uploads: ImageUploads;
  error?: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const slot = uploads.slots[0];
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {t('listings.form.image')}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={picked(uploads.add)}
        className={fileInputClasses}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {slot ? t('listings.form.imageReplaceHint') : t('listings.form.imageHint')}
      </p>
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
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function ExtraImagesField({
  uploads,
  error,
  disabled,
}: {
  uploads: ImageUploads;
  error?: string;
  disabled: boolean;
}) {
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
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        disabled={disabled || full}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={picked(uploads.add)}
        className={fileInputClasses}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {t('listings.form.extraImagesHint', { count: uploads.slots.length, max: MAX_EXTRA_IMAGES })}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
