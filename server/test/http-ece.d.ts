// http_ece (the reference implementation of RFC 8188 content encoding) ships no types; the tests use decrypt.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm' | 'aesgcm'; privateKey?: ECDH; authSecret?: string | Buffer },
  ): Buffer;
}
