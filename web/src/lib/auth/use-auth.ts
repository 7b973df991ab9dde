import type { User } from '@bulkbazar/contract';
import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import type { AuthActions } from './auth-actions';
import { AuthContext } from './auth-context';
import { meQueryOptions } from './api/get-me';

export type AuthState = {
  user: User | null;
  /** True until the first answer of GET /api/me: nobody is known to be signed in or out yet. */
  loading: boolean;
  isAdmin: boolean;
};

export function useAuth(): AuthState & AuthActions {
  const actions = useContext(AuthContext);
  if (!actions) throw new Error('useAuth() needs an <AuthProvider> above it');
  const { data, isPending } = useQuery(meQueryOptions());
  const user = data ?? null;
  return { user, loading: isPending, isAdmin: user?.role === 'admin', ...actions };
}
