import { timingSafeEqual } from 'node:crypto';
import type { Courier } from '@bulkbazar/contract';
import { CourierError } from './courier.js';

/** One JSON request to a courier with a deadline; a network error, timeout or 5xx is "unavailable". */
export async function courierJson(
  courier: Courier,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
  timeoutMs = 10_000,
): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', 'content-type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw new CourierError(courier, `${courier} did not answer: ${(err as Error).message}`, true);
  }
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    throw new CourierError(courier, `${courier} answered ${res.status} with no JSON`, res.status >= 500);
  }
  if (!res.ok) {
    const said = typeof json.message === 'string' ? json.message : `HTTP ${res.status}`;
    throw new CourierError(courier, `${courier} refused: ${said}`, res.status >= 500);
  }
  return json;
}

export const str = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;

/** Taka as the couriers send it (a number or a decimal string) → poisha; null when absent or not a number. */
export const takaField = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : null;
};

/** Compares a presented secret with the expected one in constant time. */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || expected === '') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const header = (
  h: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined => {
  const v = h[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};

/** 01XXXXXXXXX from the +8801XXXXXXXXX the shop stores. */
export const localPhone = (phone: string) => phone.replace(/^\+?880/, '0');
