import { UPLOADED_IMAGE_PATTERN } from '@bulkbazar/contract';
import type { Config } from '../../config.js';

/**
 * True for URLs our own upload endpoint (or the demo data) produced: same-origin /uploads/… paths, or —
 * with object storage — URLs under its public base. The contract checks the shape; this checks the host.
 */
export function createImageUrlCheck(config: Config): (url: string) => boolean {
  const s3Base = config.s3
    ? (
        config.s3.publicUrl ??
        (config.s3.endpoint
          ? `${config.s3.endpoint}/${config.s3.bucket}`
          : `https://${config.s3.bucket}.s3.${config.s3.region}.amazonaws.com`)
      ).replace(/\/$/, '') + '/'
    : undefined;
  return (url) =>
    UPLOADED_IMAGE_PATTERN.test(url) &&
    (url.startsWith('/uploads/') || (s3Base !== undefined && url.startsWith(s3Base)));
}
