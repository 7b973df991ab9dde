import { z } from 'zod';
import { emailSchema } from './auth.js';

export const newsletterBodySchema = z.object({ email: emailSchema });
export const newsletterResponseSchema = z.object({
  acknowledged: z.literal(true),
  message: z.string(),
  alreadySubscribed: z.boolean(),
});
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;

/**
 * The token of an unsubscribe link (`/unsubscribe?token=…`): the address and a signature by the server, so
 * it names one subscriber without a guessable id and cannot be made up for someone else's address.
 */
export const unsubscribeBodySchema = z.object({
  token: z
    .string({ error: 'The unsubscribe link has no token' })
    .trim()
    .min(1, 'The unsubscribe link has no token')
    .max(1000, 'This unsubscribe link is not valid'),
});
export const unsubscribeResponseSchema = z.object({
  acknowledged: z.literal(true),
  message: z.string(),
  email: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

export const subscriberIdParamsSchema = z.object({ id: z.string().max(100) });
export const removeSubscriberResponseSchema = z.object({
  acknowledged: z.literal(true),
  deletedCount: z.number().int(),
  message: z.string(),
});
