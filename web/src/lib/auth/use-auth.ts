import type { User } from '@bulkbazar/contract';
import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import type { AuthActions } from './auth-actions';
import { AuthContext } from './auth-context';
import { useHydrated } from '../use-hydrated';
import { meQueryOptions } from './api/get-me';

export type AuthState = {
  user: User | null;
  /** True until the first answer of GET /api/session: nobody is known to be signed in or out yet. */
  loading: boolean;
  isAdmin: boolean;
};

export function useAuth(): AuthState & AuthActions {
  const actions = useContext(AuthContext);
  if (!actions) throw new Error('useAuth() needs an <AuthProvider> above it');
  const { data, isPending } = useQuery(meQueryOptions());
  // Server-rendered pages are the same for everyone: the session shows once the page is hydrated.
  const hydrated = useHydrated();
  const user = hydrated ? (data ?? null) : null;
  return { user, loading: isPending || !hydrated, isAdmin: user?.role === 'admin', ...actions };
}
