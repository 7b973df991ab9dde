import { locationSchema } from './delivery.js';
import { z } from 'zod';
import { hasAtMostTwoDecimals } from './money.js';
import { MAX_PRICE_TAKA } from './product-input.js';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailSchema = z.string().trim().max(254).pipe(z.email('Enter a valid email address'));
export const PASSWORD_ALL_SPACES_MESSAGE = 'Password cannot be only spaces';
/**
 * A new password (registration, change). The server also refuses the most common passwords (a list of
 * about 50,000 that is too big to ship to browsers), answering at the same field.
 */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((v) => v.trim() !== '', PASSWORD_ALL_SPACES_MESSAGE);

export const NAME_MAX = 80;
/** A person's name: 1–80 characters once trimmed (the users table checks the same). */
export const personNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`);

export const USER_IMAGE_MAX = 1000;
/**
 * A profile photo: one we serve (/uploads/…) or an https URL (a Google profile photo, object storage).
 * Never another scheme (javascript:, data:, http:). The users table checks the same prefixes.
 */
export const USER_IMAGE_PATTERN = /^(?:\/uploads\/|https:\/\/)[^\s]+$/;
export const imageUrlSchema = z
  .string()
  .trim()
  .max(USER_IMAGE_MAX)
  .regex(USER_IMAGE_PATTERN, 'Must be an uploaded image URL');

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

export const pickupAddressSchema = locationSchema.extend({
  addressLine: z
    .string()
    .trim()
    .min(5, 'Enter the pickup address')
    .max(250, 'The address must be at most 250 characters'),
});
export type PickupAddress = z.infer<typeof pickupAddressSchema>;

export const updateMeBodySchema = z
  .object({
    name: personNameSchema.optional(),
    image: imageUrlSchema.nullable().optional(),
    minOrderAmount: z
      .number({ error: 'Minimum order amount must be a number' })
      .min(0, 'Minimum order amount cannot be negative')
      .max(MAX_PRICE_TAKA, `Minimum order amount must be at most ${MAX_PRICE_TAKA}`)
      .refine(hasAtMostTwoDecimals, 'Minimum order amount can have at most 2 decimals')
      .optional(),
    /** A seller's free-delivery threshold (taka): orders of at least this subtotal ship free; null = never. */
    freeDeliveryAbove: z
      .number({ error: 'Free-delivery threshold must be a number' })
      .min(0, 'Free-delivery threshold cannot be negative')
      .max(MAX_PRICE_TAKA, `Free-delivery threshold must be at most ${MAX_PRICE_TAKA}`)
      .refine(hasAtMostTwoDecimals, 'Free-delivery threshold can have at most 2 decimals')
      .nullable()
      .optional(),
    /** Where couriers collect a seller's parcels; null clears it. */
    pickup: pickupAddressSchema.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Nothing to change',
    path: ['name'],
  });
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** "Forgot password?": the answer is the same whether or not the address has an account. */
export const requestPasswordResetBodySchema = z.object({ email: emailSchema });
export type RequestPasswordResetBody = z.infer<typeof requestPasswordResetBodySchema>;
export const requestPasswordResetResponseSchema = z.object({ status: z.boolean(), message: z.string() });

/** The e-mailed link's token (single use, 30 minutes) and the new password. */
export const RESET_TOKEN_MAX = 200;
export const resetPasswordBodySchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, 'The reset link has no token')
    .max(RESET_TOKEN_MAX, 'The reset link is not valid'),
  newPassword: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export const resetPasswordResponseSchema = z.object({ status: z.boolean() });
/** How long an e-mailed reset link works. */
export const RESET_LINK_MINUTES = 30;

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

/**
 * What the auth routes answer. Never a session token: the cookie is HttpOnly, and API clients get their
 * bearer token from the `set-auth-token` header of sign-in and sign-up only, out of reach of JSON a page
 * script reads.
 */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullable().optional(),
  emailVerified: z.boolean().optional(),
  role: z.string().nullable().optional(),
  /** A verified Bangladeshi mobile number (+8801XXXXXXXXX) the person signs in with, or null (issue 32). */
  phoneNumber: z.string().nullable().optional(),
  phoneNumberVerified: z.boolean().nullable().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export const signUpResponseSchema = z.object({ user: authUserSchema });
export const signInResponseSchema = z.object({
  redirect: z.boolean().optional(),
  url: z.string().nullable().optional(),
  user: authUserSchema,
});
export const sessionResponseSchema = z
  .object({
    session: z.object({
      id: z.string(),
      userId: z.string(),
      expiresAt: z.string(),
      createdAt: z.string().optional(),
      updatedAt: z.string().optional(),
    }),
    user: authUserSchema,
  })
  .nullable();
export const signOutResponseSchema = z.object({ success: z.boolean() });

/** Starts Google sign-in (an OpenID Connect provider): the answer is the provider's URL to go to. */
export const socialSignInBodySchema = z.object({
  provider: z.literal('google'),
  callbackURL: z.string().max(2000).optional(),
  errorCallbackURL: z.string().max(2000).optional(),
});
export const socialSignInResponseSchema = z.object({ url: z.string(), redirect: z.boolean() });
