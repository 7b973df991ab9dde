import { z } from 'zod';
import { authUserSchema, personNameSchema } from './auth.js';
import { phoneSchema } from './order.js';

/** The texts the shop sends by SMS (issue 32); each but the sign-in code can be turned off on the profile. */
export const SMS_KINDS = [
  'sign_in_code',
  'order_placed',
  'order_shipped',
  'order_delivered',
  'payment_received',
  'quote_received',
] as const;
export type SmsKind = (typeof SMS_KINDS)[number];
export const OPTIONAL_SMS_KINDS = SMS_KINDS.filter(
  (k): k is Exclude<SmsKind, 'sign_in_code'> => k !== 'sign_in_code',
);
export type OptionalSmsKind = (typeof OPTIONAL_SMS_KINDS)[number];

/** How long a sign-in code is good for, and how many wrong tries it takes. */
export const PHONE_CODE_MINUTES = 5;
export const PHONE_CODE_TRIES = 5;

/** Where an account made from a phone number keeps its (required, unique) e-mail: never mailed. */
export const PHONE_EMAIL_DOMAIN = 'phone.bulkbazar.invalid';
export const phoneOnlyEmail = (phone: string) => `${phone.replace(/^\+/, '')}@${PHONE_EMAIL_DOMAIN}`;
export const isPhoneOnlyEmail = (email: string) => email.endsWith(`@${PHONE_EMAIL_DOMAIN}`);

/** POST /api/auth/phone-number/send-otp */
export const phoneSendCodeBodySchema = z.object({ phoneNumber: phoneSchema });
export const phoneSendCodeResponseSchema = z.object({ message: z.string() });

/**
 * POST /api/auth/phone-number/verify: signs in the number's account; a new number signs up with `name`
 * (required then); `updatePhoneNumber` adds the number to the signed-in account instead.
 */
export const phoneVerifyBodySchema = z.object({
  phoneNumber: phoneSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the SMS'),
  name: personNameSchema.optional(),
  updatePhoneNumber: z.boolean().optional(),
});
export type PhoneVerifyBody = z.input<typeof phoneVerifyBodySchema>;
export const phoneVerifyResponseSchema = z.object({ status: z.boolean(), user: authUserSchema });

/** One SMS the stand-in gateway received (GET /api/admin/sms-outbox), newest first. */
export const smsOutboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  text: z.string(),
  segments: z.number().int(),
  kind: z.string(),
  at: z.string(),
  costPoisha: z.number().int(),
});
export type SmsOutboxItem = z.infer<typeof smsOutboxItemSchema>;
export const smsOutboxPageSchema = z.object({
  /** false: SMS go to a real gateway, nothing is kept here. */
  keptHere: z.boolean(),
  items: z.array(smsOutboxItemSchema),
  /** Everything sent (any gateway): messages, segments and their cost, and code requests refused by the limits. */
  totals: z.object({
    sent: z.number().int(),
    segments: z.number().int(),
    costPoisha: z.number().int(),
    codesRefusedToday: z.number().int(),
    codesSentToday: z.number().int(),
  }),
});
export type SmsOutboxPage = z.infer<typeof smsOutboxPageSchema>;

/** GET/PUT /api/me/sms-settings: which SMS stay off. */
export const smsSettingsSchema = z
  .object({ smsOff: z.array(z.enum(OPTIONAL_SMS_KINDS)).max(OPTIONAL_SMS_KINDS.length) })
  .strict();
export type SmsSettings = z.infer<typeof smsSettingsSchema>;
