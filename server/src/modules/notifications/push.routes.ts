import {
  errorResponseSchema,
  pushSettingsSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionListSchema,
  pushSubscriptionSchema,
  vapidPublicKeySchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/access.js';
import type { PushService } from './push.service.js';

type Options = { push: PushService; publicKey: string };

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const tags = ['notifications'];

// Web push (issue 32): the key browsers subscribe with, each person's browsers, and the kinds of push they get.
export const pushRoutes: FastifyPluginAsyncZod<Options> = async (app, { push, publicKey }) => {
  app.get(
    '/push/vapid-public-key',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "The shop's VAPID public key (base64url), the applicationServerKey a browser subscribes with",
        response: { 200: vapidPublicKeySchema },
      },
    },
    async () => ({ publicKey }),
  );

  app.get(
    '/me/push-subscriptions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The browsers you turned push on in, newest first',
        response: { 200: pushSubscriptionListSchema, ...errors },
      },
    },
    async (request) => ({ subscriptions: await push.list(await requireViewer(request)) }),
  );

  app.post(
    '/me/push-subscriptions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Turn push on in this browser: its PushSubscription (an https push service's address and keys). The same address again replaces it; past 10 browsers the oldest goes",
        body: pushSubscriptionBodySchema,
        response: { 201: pushSubscriptionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await push.subscribe(await requireViewer(request), request.body)),
  );

  app.delete(
    '/me/push-subscriptions/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Turn push off in one of your browsers',
        params: z.object({ id: z.string().max(100) }),
        response: { 204: z.null(), 404: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await push.unsubscribe(await requireViewer(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me/push-settings',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Which kinds of push you turned off',
        response: { 200: pushSettingsSchema, ...errors },
      },
    },
    async (request) => push.settings(await requireViewer(request)),
  );

  app.put(
    '/me/push-settings',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Turn kinds of push off (or on again)',
        body: pushSettingsSchema,
        response: { 200: pushSettingsSchema, ...errors },
      },
    },
    async (request) => push.saveSettings(await requireViewer(request), request.body),
  );
};
