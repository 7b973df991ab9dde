import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ImageStorage } from './image-storage.js';

/** Files in DATA_DIR/uploads, served by the app itself under /uploads/. */
export function createLocalImageStorage(uploadsDir: string): ImageStorage {
  return {
    async put(key, data) {
      const file = join(uploadsDir, key);
      await mkdir(dirname(file), { recursive: true });
      // `wx`: keys are random, so an existing file would be a bug; never overwrite.
      await writeFile(file, data, { flag: 'wx' });
      return `/uploads/${key}`;
    },
  };
}
