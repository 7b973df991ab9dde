import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailSchema = z.string().trim().max(254).pipe(z.email('Enter a valid email address'));
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
export const personNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(80, 'Name must be at most 80 characters');

/** An image we serve (/uploads/…) or an absolute http(s) URL (a Google profile photo, object storage). */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(1000)
  .refine((v) => v.startsWith('/uploads/') || /^https?:\/\/[^\s]+$/.test(v), 'Must be an uploaded image URL');

export const signUpBodySchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  image: imageUrlSchema.optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const updateMeBodySchema = z
  .object({ name: personNameSchema.optional(), image: imageUrlSchema.nullable().optional() })
  .refine((v) => v.name !== undefined || v.image !== undefined, {
    message: 'Nothing to change',
    path: ['name'],
  });
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** SEED.md's POST /adduser: the client's role and any extra fields are ignored. */
export const addUserBodySchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  profile: imageUrlSchema.optional(),
});

export const acknowledgedSchema = z.object({ acknowledged: z.literal(true), message: z.string().optional() });

export const uploadResponseSchema = z.object({ url: z.string(), secure_url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const authProvidersSchema = z.object({ google: z.boolean() });
