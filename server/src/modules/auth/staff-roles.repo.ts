import { STAFF_ROLES, type StaffRole } from '@bulkbazar/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** A user's staff roles as stored (unknown names, were there any, are dropped: fail closed). */
export function createStaffRolesLoader(db: Db) {
  return async (userId: string): Promise<StaffRole[]> => {
    const [row] = await db
      .select({ roles: users.staffRoles })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return (row?.roles ?? []).filter((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r));
  };
}
