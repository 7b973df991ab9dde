import { lookup } from 'node:dns/promises';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

const MAX_REDIRECTS = 3;
/** As an upload's cap (uploads/image-processing.ts): the picture is re-encoded by the same pipeline. */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 10_000;

export class ImageFetchError extends Error {}

/**
 * Public unicast only: ipaddr.js names every special range (private, loopback, link-local, CGNAT's
 * "carrierGradeNat", multicast, unique-local, reserved…); an IPv4 address written as IPv6 is judged as IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** Resolves the host and refuses it unless every address it has is public (no DNS answer slips through). */
async function publicAddress(host: string): Promise<{ address: string; family: number }> {
  const bare = host.replace(/^\[|\]$/g, '');
  const answers = ipaddr.isValid(bare)
    ? [{ address: bare, family: bare.includes(':') ? 6 : 4 }]
    : await lookup(bare, { all: true }).catch(() => {
        throw new ImageFetchError(`The image's host ${host} was not found`);
      });
  if (answers.length === 0 || !answers.every((a) => isPublicAddress(a.address)))
    throw new ImageFetchError('The image address points inside a private network: refused');
  return answers[0]!;
}

function getOnce(url: URL, pinned: { address: string; family: number }, deadline: AbortSignal) {
  // The connection goes to the address checked above, never to a second DNS answer (no rebinding).
  const pinnedLookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  return new Promise<{ status: number; location?: string; body?: Buffer }>((resolve, reject) => {
    const req = https.get(url, { lookup: pinnedLookup, signal: deadline }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        res.resume();
        return resolve({ status, location: res.headers.location });
      }
      if (status !== 200) {
        res.resume();
        return reject(new ImageFetchError(`The image address answered ${status}`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_UPLOAD_BYTES) {
          req.destroy();
          reject(new ImageFetchError(`The image is over ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`));
        } else chunks.push(chunk);
      });
      res.on('end', () => resolve({ status, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', (err) =>
      reject(err instanceof ImageFetchError ? err : new ImageFetchError('The image could not be downloaded')),
    );
  });
}

/**
 * Downloads a picture by https URL for an import row, guarded against server-side request forgery: https only,
 * the host's addresses resolved and checked first, the connection pinned to the checked address, at most 3
 * redirects each checked again, 5 MB and 10 s at most.
 */
export async function fetchImage(raw: string): Promise<Buffer> {
  const deadline = AbortSignal.timeout(TIMEOUT_MS);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ImageFetchError('The image must be an https:// address');
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== 'https:') throw new ImageFetchError('The image must be an https:// address');
    const pinned = await publicAddress(url.hostname);
    const answer = await getOnce(url, pinned, deadline).catch((err: unknown) => {
      throw err instanceof ImageFetchError ? err : new ImageFetchError('The image could not be downloaded');
    });
    if (answer.body) return answer.body;
    if (!answer.location) throw new ImageFetchError('The image address redirects nowhere');
    url = new URL(answer.location, url);
  }
  throw new ImageFetchError(`The image address redirects more than ${MAX_REDIRECTS} times`);
}
