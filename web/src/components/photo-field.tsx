import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { PhotoUpload } from '@/lib/use-photo-upload';
import { Avatar } from './ui/avatar';

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
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          disabled={disabled || status === 'uploading'}
          aria-invalid={failed}
          aria-describedby={`${id}-status`}
          onChange={(event) => photo.pick(event.currentTarget.files?.[0])}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-emerald-50 file:px-3 file:py-2 file:font-semibold file:text-emerald-800 hover:file:bg-emerald-100 dark:text-slate-300 dark:file:bg-emerald-950 dark:file:text-emerald-300"
        />
        {status === 'uploading' && (
          <progress
            value={progress}
            max={100}
            aria-label={t('upload.progressLabel')}
            className="mt-2 block h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 [&::-moz-progress-bar]:bg-emerald-600 [&::-webkit-progress-bar]:bg-slate-200 dark:[&::-webkit-progress-bar]:bg-slate-700 [&::-webkit-progress-value]:bg-emerald-600"
          />
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
