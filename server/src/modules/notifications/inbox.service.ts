import {
  OPTIONAL_EMAIL_KINDS,
  type Lang,
  type NotificationKind,
  type NotificationList,
  type NotificationSettings,
} from '@bulkbazar/contract';
import type { Viewer } from '../../kernel/viewer.js';
import type { InboxRepo } from './inbox.repo.js';
import { renderNotification } from './notification-texts.js';
import { recipientLang } from './notification-prefs.js';

/** The bell and the notifications page: each text made now, in the language the viewer reads the page in. */
export function createInboxService(repo: InboxRepo, baseUrl: string, now: () => Date = () => new Date()) {
  return {
    async list(
      viewer: Viewer,
      lang: Lang,
      before: string | undefined,
      limit: number,
    ): Promise<NotificationList> {
      const rows = await repo.list(viewer.id, before, limit);
      const page = rows.slice(0, limit);
      const items = page.map((r) => {
        const text = renderNotification(r.kind, r.data, lang, baseUrl);
        return {
          id: r.id,
          kind: r.kind as NotificationKind,
          subject: text?.subject ?? r.kind,
          text: text?.text.replace(/\n\S+$/, '') ?? '',
          path: text?.path ?? null,
          read: r.readAt !== null,
          createdAt: r.createdAt.toISOString(),
        };
      });
      const last = page.at(-1);
      return {
        items,
        unread: await repo.unread(viewer.id),
        next: rows.length > limit && last ? last.id : null,
      };
    },

    unread: (viewer: Viewer) => repo.unread(viewer.id),

    async markRead(viewer: Viewer, body: { ids: string[] } | { all: true }) {
      await repo.markRead(viewer.id, 'all' in body ? 'all' : body.ids, now());
      return { unread: await repo.unread(viewer.id) };
    },

    async settings(viewer: Viewer): Promise<NotificationSettings> {
      const s = await repo.settings(viewer.id);
      const lang = s?.lang ? recipientLang(s.lang, {}) : null;
      const known = new Set<string>(OPTIONAL_EMAIL_KINDS);
      return {
        lang,
        emailOff: (s?.emailOff ?? []).filter((k) => known.has(k)) as NotificationSettings['emailOff'],
      };
    },

    async saveSettings(viewer: Viewer, input: NotificationSettings): Promise<NotificationSettings> {
      await repo.saveSettings(viewer.id, input.lang, [...new Set(input.emailOff)], now());
      return this.settings(viewer);
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
