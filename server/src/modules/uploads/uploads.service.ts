import { randomUUID } from 'node:crypto';
import type { UploadResponse } from '@bulkbazar/contract';
import type { ImageStorage } from './image-storage.js';
import { processImage } from './image-processing.js';

export function createUploadsService(storage: ImageStorage) {
  return {
    /** Checks and re-encodes the picture, then stores it under a generated name. */
    async uploadImage(bytes: Buffer): Promise<UploadResponse> {
      const webp = await processImage(bytes);
      const url = await storage.put(`u/${randomUUID()}.webp`, webp, 'image/webp');
      // SEED.md's screens read `url` (add product) and `secure_url` (registration): both are the same here.
      return { url, secure_url: url };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
