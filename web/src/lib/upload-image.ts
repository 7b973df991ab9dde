import type { UploadResponse } from '@bulkbazar/contract';
import { ApiError } from './api-error';
import { toApiError } from './api-response';
import { i18n } from './i18n';

/** The browser-side limits of PRODUCT.md: at most 1 MB and 1024 px on the longer side. */
export const COMPRESSION = { maxSizeMB: 1, maxWidthOrHeight: 1024 } as const;

/**
 * Shrinks a photo before it is sent. The library loads only when a photo is picked, so pages without one do not
 * download it; its web worker is off because the worker fetches a script from a CDN that our CSP refuses.
 */
export async function compressImage(file: File): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, { ...COMPRESSION, useWebWorker: false });
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

type UploadOptions = { onProgress?: (percent: number) => void; signal?: AbortSignal };

/**
 * POST /api/uploads (multipart field `file`) through XMLHttpRequest: fetch cannot report how much of a request
 * body has been sent, and the visitor watches a real progress bar. Same-origin, so the session cookie goes along.
 */
export function uploadImage(file: Blob, { onProgress, signal }: UploadOptions = {}): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    });
    xhr.addEventListener('load', () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object' && 'url' in body) {
        onProgress?.(100);
        resolve(body as UploadResponse);
      } else if (xhr.status >= 200 && xhr.status < 300) {
        reject(new ApiError(xhr.status, 'INVALID_RESPONSE', i18n.t('errors.invalidResponse')));
      } else {
        reject(toApiError(xhr.status, body));
      }
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'NETWORK_ERROR', i18n.t('errors.network'))));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'photo');
    xhr.send(form);
  });
}
