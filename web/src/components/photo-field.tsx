import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { PhotoUpload } from '@/lib/use-photo-upload';
import { Avatar } from './ui/avatar';
import { ImageInput, UploadProgress } from './ui/image-input';

/**
 * Picks a profile photo, previews it and shows its upload: a real progress bar, then 'Uploaded Successfully!'
 * or 'Upload Failed!' (SEED.md's texts).
 */
export function PhotoField({
  photo,
  name,
  currentImage,
  disabled = false,
}: {
  photo: PhotoUpload;
  /** For the initials shown while there is no photo. */
  name: string;
  currentImage?: string | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { status, previewUrl, progress, error } = photo;
  const failed = status === 'failed' || status === 'invalid';

  return (
    <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4">
      <Avatar
        name={name}
        src={previewUrl ?? currentImage}
        size="lg"
        alt={previewUrl || currentImage ? t('upload.preview') : ''}
      />
      <div className="w-full min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-medium">
          {t('upload.label')}
        </label>
        <ImageInput
          id={id}
          disabled={disabled || status === 'uploading'}
          aria-invalid={failed}
          aria-describedby={`${id}-status`}
          onChange={(event) => photo.pick(event.currentTarget.files?.[0])}
        />
        {status === 'uploading' && (
          <UploadProgress value={progress} label={t('upload.progressLabel')} className="mt-2" />
        )}
        <p
          id={`${id}-status`}
          role="status"
          className={`mt-1 min-h-5 text-sm ${failed ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}
        >
          {status === 'empty' && t('upload.hint')}
          {status === 'preparing' && t('upload.preparing')}
          {status === 'ready' && t('upload.ready')}
          {status === 'uploading' && t('upload.uploading', { progress })}
          {status === 'uploaded' && (
            <span className="font-semibold text-emerald-700 dark:text-emerald-400">
              {t('upload.success')}
            </span>
          )}
          {status === 'failed' && (
            <>
              <span className="font-semibold">{t('upload.failed')}</span> {error}
            </>
          )}
          {status === 'invalid' && error}
        </p>
      </div>
    </div>
  );
}
