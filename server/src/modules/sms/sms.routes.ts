import {
  errorResponseSchema,
  smsOutboxPageSchema,
  smsSettingsSchema,
  type OptionalSmsKind,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/access.js';
import type { ReceivedSms } from './gateways/fake-sms.js';
import type { SmsRepo } from './sms.repo.js';

type Options = {
  repo: SmsRepo;
  /** Today's sign-in code requests, sent and refused by the limits (the auth module's phone codes). */
  codesToday: () => Promise<{ sent: number; refused: number }>;
  costPoisha: number;
  /** The stand-in's messages (SMS_FAKE), or null when a real gateway sends. */
  received: (() => Promise<ReceivedSms[]>) | null;
};

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const tags = ['notifications'];

// The operator's SMS page (what the stand-in received, what all SMS cost, the code limits' refusals) and each
// person's SMS opt-outs.
export const smsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { repo, codesToday, costPoisha, received },
) => {
  app.get(
    '/admin/sms-outbox',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'The SMS the stand-in gateway received (SMS_FAKE), newest first, and the totals of all SMS sent: messages, parts, cost, code requests refused today',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: smsOutboxPageSchema, ...errors },
      },
    },
    async (request) => {
      const list = received ? await received() : [];
      const items = list
        .slice()
        .reverse()
        .slice(0, request.query.limit)
        .map((m) => ({ ...m, costPoisha: m.segments * costPoisha }));
      const [sent, today] = await Promise.all([repo.totals(), codesToday()]);
      return {
        keptHere: received !== null,
        items,
        totals: { ...sent, codesSentToday: today.sent, codesRefusedToday: today.refused },
      };
    },
  );

  app.get(
    '/me/sms-settings',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Which SMS the viewer turned off (the sign-in code always goes)',
        response: { 200: smsSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      return { smsOff: (await repo.smsOff(viewer.id)) as OptionalSmsKind[] };
    },
  );

  app.put(
    '/me/sms-settings',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Turn kinds of SMS off (or on again)',
        body: smsSettingsSchema,
        response: { 200: smsSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      const smsOff = [...new Set(request.body.smsOff)];
      await repo.setSmsOff(viewer.id, smsOff);
      return { smsOff };
    },
  );
};
