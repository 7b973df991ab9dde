import { poishaToTaka, STAFF_ROLES, type StaffRole, type User } from '@bulkbazar/contract';
import type { UserRow } from './users.repo.js';

/** Database row → the API's User: never a password, hash or session token. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    role: row.role === 'admin' ? 'admin' : 'user',
    roles: row.staffRoles.filter((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r)),
    banned: row.banned,
    minOrderAmount: poishaToTaka(row.minOrderAmountPoisha),
    freeDeliveryAbove:
      row.freeDeliveryAbovePoisha === null ? null : poishaToTaka(row.freeDeliveryAbovePoisha),
    pickup:
      row.pickupDivision && row.pickupDistrict && row.pickupArea && row.pickupAddress
        ? {
            division: row.pickupDivision,
            district: row.pickupDistrict,
            area: row.pickupArea,
            addressLine: row.pickupAddress,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}
