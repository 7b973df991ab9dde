import { createHash, timingSafeEqual } from 'node:crypto';

// SSLCommerz signs what it posts to the return URLs and the IPN: `verify_key` names the signed fields,
// `verify_sign` is md5 over them plus `store_passwd=md5(store password)`, sorted by key and joined
// `key=value&…`; `verify_sign_sha2` is the same with sha256 in both places. (Checked against sandbox IPNs
// published with their store passwords: see sslcommerz-sign.test.ts.) Only the gateway and we know the
// password, so a matching sign proves the fields came from the gateway unchanged.

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

function signedString(fields: Record<string, string>, keys: string[], hashedPassword: string): string {
  const signed: Record<string, string> = {};
  // Keys named but absent are left out, as SSLCommerz's own PHP does (isset).
  for (const key of keys) if (key !== '' && fields[key] !== undefined) signed[key] = fields[key];
  signed.store_passwd = hashedPassword;
  // Byte order, like PHP's ksort on these ASCII keys (localeCompare would differ on '_').
  return Object.keys(signed)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((key) => `${key}=${signed[key]}`)
    .join('&');
}

export type SslcommerzSignature = { verify_key: string; verify_sign: string; verify_sign_sha2: string };

/** Signs `fields` (all of them, or those named in `keys`) the way SSLCommerz does: the stand-in uses it. */
export function signSslcommerzFields(
  fields: Record<string, string>,
  storePassword: string,
  keys: string[] = Object.keys(fields).sort(),
): SslcommerzSignature {
  return {
    verify_key: keys.join(','),
    verify_sign: md5(signedString(fields, keys, md5(storePassword))),
    verify_sign_sha2: sha256(signedString(fields, keys, sha256(storePassword))),
  };
}

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a.toLowerCase()), Buffer.from(b.toLowerCase()));

/**
 * 'unsigned' when the post carries no verify_sign/verify_key (SSLCommerz does not sign every return);
 * 'invalid' when either signature present does not match; 'valid' otherwise.
 */
export function checkSslcommerzSign(
  fields: Record<string, string>,
  storePassword: string,
): 'valid' | 'invalid' | 'unsigned' {
  const { verify_sign: sign, verify_key: key, verify_sign_sha2: sha2 } = fields;
  if (!sign && !key) return 'unsigned';
  if (!sign || !key) return 'invalid';
  const expected = signSslcommerzFields(fields, storePassword, key.split(','));
  if (!sameHex(sign, expected.verify_sign)) return 'invalid';
  if (sha2 && !sameHex(sha2, expected.verify_sign_sha2)) return 'invalid';
  return 'valid';
}
