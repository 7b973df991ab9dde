import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { AppError } from '../../kernel/app-error.js';
import type { ImageStorage } from './image-storage.js';

export const DISK_FULL_MESSAGE =
  'The shop has no room left to store the uploaded image. Nothing was saved: please try again later.';

/** A write that failed because the disk (ENOSPC) or the account's quota (EDQUOT) is full. */
export const isNoSpace = (err: unknown) =>
  err instanceof Error && ['ENOSPC', 'EDQUOT'].includes((err as NodeJS.ErrnoException).code ?? '');

/** Files in DATA_DIR/uploads, served by the app itself under /uploads/. */
export function createLocalImageStorage(uploadsDir: string): ImageStorage {
  return {
    async put(key, data) {
      const file = join(uploadsDir, key);
      // Written under a temporary name and renamed into place only when whole: a disk that fills mid-write
      // never leaves a truncated picture at the URL a listing would point to. (Keys are random UUIDs, so the
      // rename replaces nothing.)
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(partial, data, { flag: 'wx' });
        await rename(partial, file);
      } catch (cause) {
        if (!isNoSpace(cause)) throw cause;
        // The client's upload was fine and can be sent again once there is room; the path stays in the log.
        const error = new AppError('INSUFFICIENT_STORAGE', DISK_FULL_MESSAGE, { file: DISK_FULL_MESSAGE });
        error.cause = cause;
        throw error;
      } finally {
        await rm(partial, { force: true });
      }
      return `/uploads/${key}`;
    },
  };
}
