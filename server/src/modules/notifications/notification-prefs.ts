import { OPTIONAL_EMAIL_KINDS, type Lang, type NotificationData } from '@bulkbazar/contract';

/** A kind of e-mail a person may turn off (a password reset they asked for always goes). */
export const isOptional = (kind: string) => (OPTIONAL_EMAIL_KINDS as readonly string[]).includes(kind);

/**
 * The language a person is told in: the one they chose in their profile, else the language of the page the
 * event came from (a reset asked from a Bengali page), else English.
 */
export function recipientLang(chosen: string | null, data: NotificationData): Lang {
  if (chosen === 'bn' || chosen === 'en') return chosen;
  return data.lang === 'bn' ? 'bn' : 'en';
}
