import type { Metadata } from 'sharp';
import { AppError } from '../../kernel/app-error.js';
import { lazyImport } from '../../kernel/lazy-import.js';

// sharp (libvips, about 20 MiB) is loaded with the first picture, not at start (decision 0030).
export const loadSharp = lazyImport(async () => (await import('sharp')).default);

// What the server accepts as a picture, judged by the bytes (sharp reads the real format), never by the
// file name or the Content-Type the client claims.
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
// 40 megapixels: any real photo fits; a "decompression bomb" (a small file that unpacks to gigabytes) does not.
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_OUTPUT_SIDE = 2048;

const ALLOWED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const refuse = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message, { file: message });

/**
 * Checks the bytes are a JPEG, PNG, WebP, AVIF or GIF within the pixel cap, then re-encodes them as WebP:
 * EXIF orientation is applied and every piece of metadata (GPS, camera, comments) is dropped; anything
 * appended to or hidden in the file does not survive the re-encode.
 */
export async function processImage(input: Buffer): Promise<Buffer> {
  if (input.length === 0)
    throw new AppError('VALIDATION_FAILED', 'The file is empty', { file: 'The file is empty' });
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse('This file is not an image we accept (JPEG, PNG, WebP, AVIF or GIF)');
  }
  const isAvif = meta.format === 'heif' && meta.compression === 'av1';
  if (!meta.format || !ALLOWED.has(meta.format) || (meta.format === 'heif' && !isAvif)) {
    throw refuse('This file is not an image we accept (JPEG, PNG, WebP, AVIF or GIF)');
  }
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) {
    const message = `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;
    throw new AppError('PAYLOAD_TOO_LARGE', message, { file: message });
  }
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_OUTPUT_SIDE, height: MAX_OUTPUT_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw refuse('The image is damaged or incomplete');
  }
}
