import type { ChangePasswordBody, SignUpBody } from '@bulkbazar/contract';
import { APIError } from 'better-auth/api';
import { AppError } from '../../kernel/app-error.js';
import type { Auth } from './auth.js';

/** Account actions that go through the auth library (it owns passwords and sessions). */
export function createAccountService(auth: Auth) {
  return {
    /**
     * Changes the password after checking the current one. Every other session of the account ends (a
     * thief's included); this one stays signed in. (The library's own `revokeOtherSessions: true` ends
     * them all and starts a new one, whose cookie a JSON API could not hand back: the page was signed out.)
     */
    async changePassword(headers: Headers, body: ChangePasswordBody): Promise<void> {
      try {
        await auth.api.changePassword({
          headers,
          body: {
            currentPassword: body.currentPassword,
            newPassword: body.newPassword,
            revokeOtherSessions: false,
          },
        });
      } catch (err) {
        if (err instanceof APIError && err.statusCode === 400) {
          throw new AppError('VALIDATION_FAILED', 'The current password is not correct', {
            currentPassword: 'The current password is not correct',
          });
        }
        throw err;
      }
      await auth.api.revokeOtherSessions({ headers });
    },

    /**
     * Whether `password` is the signed-in caller's (the library's own check, against its stored hash), for an
     * action that asks for the password again (changing where payouts go). An account without a password
     * (Google sign-in only) has none to give: false.
     */
    async checkPassword(headers: Headers, password: string): Promise<boolean> {
      try {
        await auth.api.verifyPassword({ headers, body: { password } });
        return true;
      } catch (err) {
        if (err instanceof APIError && (err.statusCode === 400 || err.statusCode === 401)) return false;
        throw err;
      }
    },

    /** Registers (role is always "user"); answers with the library's response so its cookies can be set. */
    async register(body: SignUpBody): Promise<Response> {
      const response = await auth.api.signUpEmail({ body, asResponse: true });
      if (response.status === 422 || response.status === 409 || response.status === 400) {
        const detail = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
        if (detail.code?.startsWith('USER_ALREADY_EXISTS')) {
          throw new AppError('CONFLICT', 'Email already in use', { email: 'Email already in use' });
        }
        throw new AppError('VALIDATION_FAILED', detail.message ?? 'Registration refused');
      }
      if (!response.ok) throw new Error(`sign-up failed with ${response.status}`);
      return response;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
