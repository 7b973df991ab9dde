import type { SignInBody, SignUpBody, UpdateMeBody, User } from '@bulkbazar/contract';
import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-error';
import { showError } from '../dialogs';
import { i18n } from '../i18n';
import { meKey } from '../query-keys-shell';
import { meQueryOptions } from './api/get-me';
import { startGoogleSignIn } from './api/google-sign-in';
import { signIn } from './api/sign-in';
import { signOut } from './api/sign-out';
import { markSignedOut } from './signed-out-on-purpose';
import { signUp } from './api/sign-up';
import { updateMe } from './api/update-me';

/** SEED.md's auth context actions, on our own API. */
export type AuthActions = {
  /** Registers and signs in (without a photo: the upload needs the session the account brings). */
  createUser: (body: Omit<SignUpBody, 'image'>) => Promise<User>;
  login: (body: SignInBody) => Promise<User>;
  /** Leaves for Google; the browser comes back to `returnTo` once signed in. */
  loginWithGoogle: (returnTo?: string) => Promise<void>;
  updateUser: (body: UpdateMeBody) => Promise<User>;
  /**
   * True once the server ended the session; on failure the visitor sees why in a dialog. `leave` runs first:
   * a page that needs a user is left before the session ends, rather than have its guard send the visitor
   * to the login page.
   */
  logout: (options?: { leave?: () => Promise<void> | void }) => Promise<boolean>;
};

// The session's user is the one entry an account change keeps; the user's own data lives under other roots.
const isSessionQuery = (query: Query) => query.queryHash === hashKey(meKey());

/**
 * After the account changes, nothing cached for the previous one may show: what no page is using goes, what a
 * page is using loads again (the server may answer a seller or an admin differently).
 */
function forgetAccountData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (q) => !isSessionQuery(q) && q.getObserversCount() === 0 });
  void queryClient.invalidateQueries({ predicate: (q) => !isSessionQuery(q) });
}

export function createAuthActions(queryClient: QueryClient): AuthActions {
  async function loadSessionUser(): Promise<User> {
    await queryClient.cancelQueries({ queryKey: meKey() });
    const user = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
    forgetAccountData(queryClient);
    // The server said yes but sends no session back: a browser refusing cookies, say.
    if (!user) throw new ApiError(401, 'UNAUTHORIZED', i18n.t('auth.noSession'));
    return user;
  }

  return {
    async createUser(body) {
      await signUp(body);
      return loadSessionUser();
    },
    async login(body) {
      await signIn(body);
      return loadSessionUser();
    },
    async loginWithGoogle(returnTo = '/') {
      const { url } = await startGoogleSignIn(returnTo);
      window.location.href = url;
    },
    async updateUser(body) {
      const user = await updateMe(body);
      queryClient.setQueryData(meQueryOptions().queryKey, user);
      void queryClient.invalidateQueries({ predicate: (q) => !isSessionQuery(q) });
      return user;
    },
    async logout({ leave } = {}) {
      // Leave first: a signed-in-only page that saw the session end would send the visitor to the login
      // page, and which happened first (that, or our navigation) would depend on timing.
      await leave?.();
      try {
        await signOut();
      } catch (error) {
        await showError(i18n.t('auth.logoutFailed', { message: (error as Error).message }));
        return false;
      }
      await queryClient.cancelQueries({ queryKey: meKey() });
      markSignedOut();
      queryClient.setQueryData(meQueryOptions().queryKey, null);
      forgetAccountData(queryClient);
      return true;
    },
  };
}
