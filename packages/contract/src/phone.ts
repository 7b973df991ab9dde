import { toLatinDigits } from './lang.js';

// Bangladeshi mobile numbers: 01XXXXXXXXX or +8801XXXXXXXXX (operator digit 3-9). Stored as +8801XXXXXXXXX.
const BD_MOBILE = /^(?:\+?880|0)?(1[3-9]\d{8})$/;

/** A Bangladeshi mobile number typed with Latin or Bengali digits ('০১৭…'), as +8801XXXXXXXXX; null if none. */
export function normaliseBdPhone(input: string): string | null {
  const compact = toLatinDigits(input).replace(/[\s-]/g, '');
  if (!/^(?:\+8801|01)/.test(compact)) return null;
  const match = BD_MOBILE.exec(compact);
  return match ? `+880${match[1]}` : null;
}
