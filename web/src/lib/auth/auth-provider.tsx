import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { createAuthActions } from './auth-actions';
import { AuthContext } from './auth-context';

/**
 * Gives the tree SEED.md's auth context. The user and the loading flag are not held here but read from the
 * query cache by useAuth(), so a page rendered right after sign-in already sees the new user.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const actions = useMemo(() => createAuthActions(queryClient), [queryClient]);
  return <AuthContext.Provider value={actions}>{children}</AuthContext.Provider>;
}
