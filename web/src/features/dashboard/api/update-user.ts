import type { Role, StaffRole, User } from '@bulkbazar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type UserChange =
  | { kind: 'role'; role: Role }
  | { kind: 'roles'; roles: StaffRole[] }
  | { kind: 'block' }
  | { kind: 'unblock' };

/**
 * POST /api/admin/users/:id/role {role}, …/block or …/unblock. Blocking ends the user's sessions on the
 * server. An admin changing their own role or blocking themselves gets a 403.
 */
export function updateUser(id: string, change: UserChange): Promise<{ user: User }> {
  const base = `/api/admin/users/${encodeURIComponent(id)}`;
  if (change.kind === 'role') {
    return apiFetch(`${base}/role`, { method: 'POST', body: { role: change.role } });
  }
  if (change.kind === 'roles') {
    return apiFetch(`${base}/role`, { method: 'POST', body: { roles: change.roles } });
  }
  return apiFetch(`${base}/${change.kind}`, { method: 'POST' });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UserChange }) => updateUser(id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all() }),
  });
}
