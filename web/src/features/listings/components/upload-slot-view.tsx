import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/ui/image-input';
import type { UploadSlot } from './use-image-uploads';

/** One image of the form: its thumbnail, its own progress bar while it goes up, and a way to remove it. */
export function UploadSlotView({
  slot,
  label,
  onRemove,
  disabled,
}: {
  slot: UploadSlot;
  /** Names the image for screen readers: 'Main image', 'Extra image 2'. */
  label: string;
  onRemove: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const failed = slot.status === 'failed';
  return (
    <li
      className={`flex items-center gap-3 rounded-lg border p-2 ${
        failed ? 'border-red-300 dark:border-red-800' : 'border-slate-200 dark:border-slate-700'
      }`}
    >
      {slot.previewUrl ? (
        <img
          src={slot.previewUrl}
          alt={label}
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-md bg-slate-100 object-cover dark:bg-slate-800"
        />
      ) : (
        <span className="size-16 shrink-0 rounded-md bg-slate-100 dark:bg-slate-800" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-medium">{slot.name}</p>
        {slot.status === 'uploading' && (
          <UploadProgress
            value={slot.progress}
            label={t('listings.upload.progress', { label })}
            className="mt-1"
          />
        )}
        <p
          role="status"
          className={failed ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}
        >
          {slot.status === 'preparing' && t('listings.upload.preparing')}
          {slot.status === 'uploading' && t('listings.upload.uploading')}
          {slot.status === 'uploaded' && (
            <span className="text-emerald-700 dark:text-emerald-400">{t('listings.upload.uploaded')}</span>
          )}
          {failed && (
            <>
              <span className="font-semibold">{t('upload.failed')}</span> {slot.error}
            </>
          )}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={onRemove}
        disabled={disabled}
        aria-label={t('listings.upload.remove', { label })}
      >
        {t('listings.upload.removeShort')}
      </Button>
    </li>
  );
}
