import type { UpdateMeBody, User } from '@bulkbazar/contract';
import { apiFetch } from '../../api-client';

/** PATCH /api/me {name?, image?}: answers the updated user. */
export async function updateMe(body: UpdateMeBody): Promise<User> {
  const { user } = await apiFetch<{ user: User }>('/api/me', { method: 'PATCH', body });
  return user;
}
