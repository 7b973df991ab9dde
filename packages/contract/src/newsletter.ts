import { z } from 'zod';
import { emailSchema } from './auth.js';

export const newsletterBodySchema = z.object({ email: emailSchema });
export const newsletterResponseSchema = z.object({
  acknowledged: z.literal(true),
  message: z.string(),
  alreadySubscribed: z.boolean(),
});
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
