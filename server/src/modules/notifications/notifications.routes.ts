import {
  errorResponseSchema,
  markReadBodySchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSettingsSchema,
  outboxPageSchema,
  outboxQuerySchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/access.js';
import type { InboxService } from './inbox.service.js';
import { readOutbox } from './outbox-files.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const tags = ['notifications'];

type Options = {
  inbox: InboxService;
  /** Where the file mailer writes (null when mail goes through SMTP). */
  outboxDir: string | null;
};

// The bell, the notifications page, the e-mail settings of the profile, and the admins' view of the outbox.
export const notificationsRoutes: FastifyPluginAsyncZod<Options> = async (app, { inbox, outboxDir }) => {
  app.get(
    '/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The viewer's notifications, newest first, in the page's language, with the unread count",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => {
      const { before, limit } = request.query;
      return inbox.list(await requireViewer(request), request.lang, before, limit);
    },
  );

  app.get(
    '/notifications/unread',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "How many of the viewer's notifications are unread (the bell's badge)",
        response: { 200: z.object({ unread: z.number().int() }), ...errors },
      },
    },
    async (request) => ({ unread: await inbox.unread(await requireViewer(request)) }),
  );

  app.post(
    '/notifications/read',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Mark the given notifications (or all) as read; answers the unread count left',
        body: markReadBodySchema,
        response: { 200: z.object({ unread: z.number().int() }), ...errors },
      },
    },
    async (request) => inbox.markRead(await requireViewer(request), request.body),
  );

  app.get(
    '/notifications/settings',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The language of notifications and the e-mails turned off',
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => inbox.settings(await requireViewer(request)),
  );

  app.put(
    '/notifications/settings',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Set the language of notifications and which e-mails stay off (a reset link always goes)',
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => inbox.saveSettings(await requireViewer(request), request.body),
  );

  app.get(
    '/admin/outbox',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The e-mails kept in DATA_DIR/outbox (no SMTP_URL set), newest first',
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema, ...errors },
      },
    },
    async (request) => readOutbox(outboxDir, request.query.page, request.query.limit),
  );
};
