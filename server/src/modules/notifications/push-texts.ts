import type { Lang, NotificationData, PushPayload } from '@bulkbazar/contract';
import { renderNotification } from './notification-texts.js';

/**
 * A notification as a push: the e-mail's subject as the title, its first line (without the link) as the body,
 * and the link's path to open on a click; null for a kind with no text. `tag` is the notification's id, so a
 * push sent again (its worker died after the service took it) replaces the one shown instead of adding one.
 */
export function renderPush(
  notificationId: string,
  kind: string,
  data: NotificationData,
  lang: Lang,
): PushPayload | null {
  const text = renderNotification(kind, data, lang, '');
  if (!text) return null;
  const body = text.text.split('\n')[0]!.trim();
  return { title: text.subject, body, url: text.path ?? '/notifications', tag: notificationId };
}
