import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '@/lib/i18n';
import { compressImage, uploadImage } from '@/lib/upload-image';

export type UploadStatus = 'preparing' | 'uploading' | 'uploaded' | 'failed';

/** One image of the form: a picked file on its way up, or an image the listing already has. */
export type UploadSlot = {
  key: string;
  name: string;
  /** What the thumbnail shows: the compressed file (blob:) while it uploads, then or else its URL. */
  previewUrl: string | null;
  status: UploadStatus;
  /** 0–100 while uploading. */
  progress: number;
  /** The URL /api/uploads answered (or the listing's own), once there is one. */
  url: string | null;
  error: string | null;
};

const ACCEPTED = /^image\/(jpeg|png|webp|avif|gif)$/;
let nextKey = 0;

const existing = (url: string): UploadSlot => ({
  key: `image-${++nextKey}`,
  name: i18n.t('listings.upload.current'),
  previewUrl: url,
  status: 'uploaded',
  progress: 100,
  url,
  error: null,
});

/**
 * Images that upload as soon as they are picked, each with its own progress, so the listing's form can be
 * sent the moment the last one is up. `single` keeps one image: a new pick replaces the old.
 */
export function useImageUploads({
  initial = [],
  single = false,
}: { initial?: string[]; single?: boolean } = {}) {
  const [slots, setSlots] = useState<UploadSlot[]>(() => initial.map(existing));
  const jobs = useRef(new Map<string, { controller: AbortController; blobUrl?: string }>());

  const stop = useCallback((key: string) => {
    const job = jobs.current.get(key);
    if (!job) return;
    job.controller.abort();
    if (job.blobUrl) URL.revokeObjectURL(job.blobUrl);
    jobs.current.delete(key);
  }, []);

  const stopAll = useCallback(() => {
    for (const key of [...jobs.current.keys()]) stop(key);
  }, [stop]);

  // Leaving the page cancels uploads still running and frees the previews.
  useEffect(() => stopAll, [stopAll]);

  const patch = (key: string, change: Partial<UploadSlot>) =>
    setSlots((all) => all.map((slot) => (slot.key === key ? { ...slot, ...change } : slot)));

  const add = useCallback(
    (file: File) => {
      const key = `image-${++nextKey}`;
      const slot: UploadSlot = {
        key,
        name: file.name,
        previewUrl: null,
        status: 'preparing',
        progress: 0,
        url: null,
        error: null,
      };
      if (single) stopAll();
      if (!ACCEPTED.test(file.type)) {
        const refused = { ...slot, status: 'failed' as const, error: i18n.t('upload.notImage') };
        setSlots((all) => (single ? [refused] : [...all, refused]));
        return;
      }
      setSlots((all) => (single ? [slot] : [...all, slot]));
      const job: { controller: AbortController; blobUrl?: string } = { controller: new AbortController() };
      jobs.current.set(key, job);
      const { signal } = job.controller;

      void (async () => {
        let compressed: File;
        try {
          compressed = await compressImage(file);
        } catch {
          if (!signal.aborted) patch(key, { status: 'failed', error: i18n.t('upload.unreadable') });
          return;
        }
        if (signal.aborted) return;
        job.blobUrl = URL.createObjectURL(compressed);
        patch(key, { status: 'uploading', previewUrl: job.blobUrl });
        try {
          const answer = await uploadImage(compressed, {
            signal,
            onProgress: (progress) => patch(key, { progress }),
          });
          if (!signal.aborted)
            patch(key, { status: 'uploaded', progress: 100, url: answer.secure_url || answer.url });
        } catch (error) {
          if (!signal.aborted) patch(key, { status: 'failed', error: (error as Error).message });
        }
      })();
    },
    [single, stopAll],
  );

  const remove = useCallback(
    (key: string) => {
      stop(key);
      setSlots((all) => all.filter((slot) => slot.key !== key));
    },
    [stop],
  );

  /** Back to the given images (none for a new listing), cancelling what is still on its way. */
  const reset = useCallback(
    (urls: string[] = []) => {
      stopAll();
      setSlots(urls.map(existing));
    },
    [stopAll],
  );

  return {
    slots,
    add,
    remove,
    reset,
    /** True while any image is still being prepared or sent: the form waits for it. */
    busy: slots.some((slot) => slot.status === 'preparing' || slot.status === 'uploading'),
    urls: slots.flatMap((slot) => (slot.status === 'uploaded' && slot.url ? [slot.url] : [])),
  };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
