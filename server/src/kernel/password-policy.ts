import {
  addUserBodySchema,
  changePasswordBodySchema,
  passwordSchema,
  resetPasswordBodySchema,
  signUpBodySchema,
} from '@bulkbazar/contract';
import { createRequire } from 'node:module';
import type * as CommonList from '@zxcvbn-ts/language-common';

/**
 * The passwords people pick most often (zxcvbn-ts's common list, ~49,000 entries from leaked-password
 * corpora), refused as new passwords whatever their case: they are the first ones a guesser tries. The
 * list is too big for the browser bundle, so this half of the rule lives on the server; the contract's
 * `passwordSchema` has the length and all-spaces half that the forms check too.
 */
let common: Set<string> | undefined;
/**
 * The list, read on the first new password rather than at start: it is ~15 MiB of a server's memory and a new
 * password is rare beside the catalog's reads (issue 35: what is rarely used is loaded when used). Synchronous,
 * because the rule runs inside the body's schema; the package's CommonJS build loads in ~30 ms, once.
 */
function commonPasswords(): Set<string> {
  if (!common) {
    const { dictionary } = createRequire(import.meta.url)('@zxcvbn-ts/language-common') as typeof CommonList;
    common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  }
  return common;
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is on the list of the most common passwords, which are guessed first. Choose another.';

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** `passwordSchema` plus the common-password list: the server's rule for every new password. */
export const newPasswordSchema = passwordSchema.refine((p) => !isCommonPassword(p), COMMON_PASSWORD_MESSAGE);

/** The request bodies that set a new password, with the server's full rule. */
export const signUpBody = signUpBodySchema.extend({ password: newPasswordSchema });
export const addUserBody = addUserBodySchema.extend({ password: newPasswordSchema });
export const changePasswordBody = changePasswordBodySchema.extend({ newPassword: newPasswordSchema });
export const resetPasswordBody = resetPasswordBodySchema.extend({ newPassword: newPasswordSchema });
