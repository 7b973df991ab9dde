import { poishaToTaka, type User } from '@bulkbazar/contract';
import type { UserRow } from './users.repo.js';

/** Database row → the API's User: never a password, hash or session token. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    role: row.role === 'admin' ? 'admin' : 'user',
    banned: row.banned,
    minOrderAmount: poishaToTaka(row.minOrderAmountPoisha),
    createdAt: row.createdAt.toISOString(),
  };
}
