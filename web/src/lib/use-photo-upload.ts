import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from './i18n';
import { compressImage, uploadImage } from './upload-image';

export type PhotoStatus = 'empty' | 'preparing' | 'ready' | 'invalid' | 'uploading' | 'uploaded' | 'failed';

export type PhotoState = {
  status: PhotoStatus;
  /** A blob: URL of the compressed photo, for the preview (the CSP allows blob: images). */
  previewUrl: string | null;
  /** 0–100 while uploading. */
  progress: number;
  error: string | null;
};

export type PhotoUpload = PhotoState & {
  pick: (file: File | undefined) => void;
  /** Sends the picked photo and answers its URL, or null when none was picked; throws when the upload fails. */
  upload: () => Promise<string | null>;
  clear: () => void;
};

const EMPTY: PhotoState = { status: 'empty', previewUrl: null, progress: 0, error: null };
const ACCEPTED = /^image\/(jpeg|png|webp|avif|gif)$/;

/**
 * A photo's way from the file picker to the server: checked and compressed when picked (so the form can show
 * the result at once), uploaded when the form is saved, with its progress.
 */
export function usePhotoUpload(): PhotoUpload {
  const [state, setState] = useState<PhotoState>(EMPTY);
  const prepared = useRef<Promise<File | null>>(Promise.resolve(null));
  const picks = useRef(0);

  // Each preview URL holds the photo in memory until revoked.
  useEffect(() => {
    const url = state.previewUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [state.previewUrl]);

  const pick = useCallback((file: File | undefined) => {
    const pickId = ++picks.current;
    const isLatest = () => pickId === picks.current;
    if (!file) {
      prepared.current = Promise.resolve(null);
      setState(EMPTY);
      return;
    }
    if (!ACCEPTED.test(file.type)) {
      prepared.current = Promise.resolve(null);
      setState({ ...EMPTY, status: 'invalid', error: i18n.t('upload.notImage') });
      return;
    }
    setState({ ...EMPTY, status: 'preparing' });
    prepared.current = compressImage(file).then(
      (compressed) => {
        if (isLatest()) {
          setState({ ...EMPTY, status: 'ready', previewUrl: URL.createObjectURL(compressed) });
        }
        return compressed;
      },
      () => {
        if (isLatest()) setState({ ...EMPTY, status: 'invalid', error: i18n.t('upload.unreadable') });
        return null;
      },
    );
  }, []);

  const upload = useCallback(async () => {
    const file = await prepared.current;
    if (!file) return null;
    setState((s) => ({ ...s, status: 'uploading', progress: 0, error: null }));
    try {
      const answer = await uploadImage(file, {
        onProgress: (progress) => setState((s) => ({ ...s, progress })),
      });
      setState((s) => ({ ...s, status: 'uploaded', progress: 100 }));
      return answer.secure_url || answer.url;
    } catch (error) {
      setState((s) => ({ ...s, status: 'failed', error: (error as Error).message }));
      throw error;
    }
  }, []);

  const clear = useCallback(() => pick(undefined), [pick]);

  return { ...state, pick, upload, clear };
}
