import {
  addUserBodySchema,
  changePasswordBodySchema,
  passwordSchema,
  resetPasswordBodySchema,
  signUpBodySchema,
} from '@bulkbazar/contract';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The passwords people pick most often (zxcvbn-ts's common list, ~49,000 entries from leaked-password
 * corpora), refused as new passwords whatever their case: they are the first ones a guesser tries. The
 * list is too big for the browser bundle, so this half of the rule lives on the server; the contract's
 * `passwordSchema` has the length and all-spaces half that the forms check too.
 */
const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export const COMMON_PASSWORD_MESSAGE =
  'This password is on the list of the most common passwords, which are guessed first. Choose another.';

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}

/** `passwordSchema` plus the common-password list: the server's rule for every new password. */
export const newPasswordSchema = passwordSchema.refine((p) => !isCommonPassword(p), COMMON_PASSWORD_MESSAGE);

/** The request bodies that set a new password, with the server's full rule. */
export const signUpBody = signUpBodySchema.extend({ password: newPasswordSchema });
export const addUserBody = addUserBodySchema.extend({ password: newPasswordSchema });
export const changePasswordBody = changePasswordBodySchema.extend({ newPassword: newPasswordSchema });
export const resetPasswordBody = resetPasswordBodySchema.extend({ newPassword: newPasswordSchema });
