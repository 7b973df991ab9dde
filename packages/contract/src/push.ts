import { z } from 'zod';
import { OPTIONAL_SMS_KINDS, type OptionalSmsKind } from './sms.js';

/** The kinds of web push (issue 32): the same news as SMS, each of which a person may turn off. */
export const PUSH_KINDS = OPTIONAL_SMS_KINDS;
export type PushKind = OptionalSmsKind;

/** How many browsers one person may have push on in; subscribing one more drops the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

/** GET /api/push/vapid-public-key: the application server key browsers subscribe with (base64url, P-256). */
export const vapidPublicKeySchema = z.object({ publicKey: z.string() });

/**
 * POST /api/me/push-subscriptions: what the browser's PushSubscription.toJSON() gives. The endpoint is the push
 * service's address (https; the server refuses addresses on this machine or a private network); p256dh the
 * browser's P-256 public key (65 bytes, uncompressed), auth its 16-byte secret, both base64url.
 */
export const pushSubscriptionBodySchema = z
  .object({
    endpoint: z
      .string()
      .trim()
      .max(2000, 'must be at most 2000 characters')
      .regex(/^https?:\/\/[^\s]+$/i, "must be a push service's https address"),
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({
        p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, 'must be a P-256 public key in base64url'),
        auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'must be a 16-byte secret in base64url'),
      })
      .strict(),
  })
  .strict();
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBodySchema>;

export const pushSubscriptionSchema = z.object({
  id: z.string(),
  endpoint: z.string(),
  createdAt: z.string(),
});
export type PushSubscriptionInfo = z.infer<typeof pushSubscriptionSchema>;
export const pushSubscriptionListSchema = z.object({ subscriptions: z.array(pushSubscriptionSchema) });

/** GET/PUT /api/me/push-settings: which kinds of push stay off. */
export const pushSettingsSchema = z
  .object({ pushOff: z.array(z.enum(PUSH_KINDS)).max(PUSH_KINDS.length) })
  .strict();
export type PushSettings = z.infer<typeof pushSettingsSchema>;

/** What a push carries to the service worker, which shows it: a notification opening `url` when clicked. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  /** The same for a push sent again: the device shows it once. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
