/** Where processed images go: a folder under DATA_DIR by default, S3-compatible storage when configured. */
export interface ImageStorage {
  /** Stores the bytes under `key` (e.g. "u/<uuid>.webp") and returns the URL browsers load it from. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
}
