import {
  takaToPoisha,
  type SetRolesBody,
  type UpdateMeBody,
  type User,
  type UserListQuery,
  type UserPage,
} from '@bulkbazar/contract';
import { findLocation } from '../../kernel/bd-locations/bd-locations.js';
import { AppError, notFound } from '../../kernel/app-error.js';
import type { CatalogEvents } from '../../kernel/catalog-events.js';
import { fetchLimit, pageOffset, toPage } from '../../kernel/pagination.js';
import type { Viewer } from '../../kernel/viewer.js';
import { toUser } from './user-mapper.js';
import type { UsersRepo } from './users.repo.js';

/**
 * Any user may sell, and the catalog shows a listing's seller by name and only while they are not blocked:
 * a name or photo change and a block or unblock are told to `catalog`.
 */
/** A seller's delivery settings as columns: the pickup place as the official lists spell it (else 400). */
function deliveryColumns(body: UpdateMeBody) {
  const columns: Partial<
    Record<'pickupDivision' | 'pickupDistrict' | 'pickupArea' | 'pickupAddress', string | null>
  > & {
    freeDeliveryAbovePoisha?: number | null;
  } = {};
  if (body.freeDeliveryAbove !== undefined)
    columns.freeDeliveryAbovePoisha =
      body.freeDeliveryAbove === null ? null : takaToPoisha(body.freeDeliveryAbove);
  if (body.pickup === null)
    Object.assign(columns, {
      pickupDivision: null,
      pickupDistrict: null,
      pickupArea: null,
      pickupAddress: null,
    });
  else if (body.pickup) {
    const place = findLocation(body.pickup);
    if (!place) {
      const message = 'Choose a place from the list';
      throw new AppError('VALIDATION_FAILED', message, { 'pickup.area': message });
    }
    Object.assign(columns, {
      pickupDivision: place.division,
      pickupDistrict: place.district,
      pickupArea: place.area,
      pickupAddress: body.pickup.addressLine,
    });
  }
  return columns;
}

export function createUsersService(repo: UsersRepo, catalog: CatalogEvents) {
  const load = async (id: string) => {
    const row = await repo.findById(id);
    if (!row) throw notFound('User');
    return row;
  };

  return {
    me: async (viewer: Viewer): Promise<User> => toUser(await load(viewer.id)),

    updateMe: async (viewer: Viewer, body: UpdateMeBody): Promise<User> => {
      const minOrderAmountPoisha =
        body.minOrderAmount === undefined ? undefined : takaToPoisha(body.minOrderAmount);
      const row = await repo.update(viewer.id, {
        name: body.name,
        image: body.image,
        minOrderAmountPoisha,
        ...deliveryColumns(body),
      });
      if (!row) throw notFound('User');
      // The catalog shows a seller's name and photo, not their minimum order amount.
      if (body.name !== undefined || body.image !== undefined) catalog.changed('seller-profile-updated');
      return toUser(row);
    },

    /** SEED.md asks by email; the answer is only about the caller, unless the caller is an admin. */
    isAdmin: async (viewer: Viewer, email: string | undefined): Promise<boolean> => {
      if (!email || email.toLowerCase() === viewer.email.toLowerCase()) return viewer.role === 'admin';
      if (viewer.role !== 'admin') throw new AppError('FORBIDDEN', 'You can only ask about your own account');
      return (await repo.findByEmail(email))?.role === 'admin';
    },

    list: async (query: UserListQuery): Promise<UserPage> =>
      toPage('users', await repo.list(query.q, pageOffset(query), fetchLimit(query.limit)), query, toUser),

    /**
     * Sets a user's staff roles: `{ roles }`, or SEED.md's `{ role }` (admin adds the admin role to what they
     * hold, user takes it away). The last administrator cannot lose the role (409).
     */
    setRoles: async (viewer: Viewer, id: string, body: SetRolesBody): Promise<User> => {
      const next = (current: string[]) =>
        body.roles ?? (body.role === 'admin' ? [...current, 'admin'] : current.filter((r) => r !== 'admin'));
      const user = await repo.setStaffRoles(viewer, id, next);
      if (user === undefined) throw notFound('User');
      if (user === null) throw new AppError('CONFLICT', 'The shop needs at least one administrator');
      return toUser(user);
    },

    setBlocked: async (viewer: Viewer, id: string, blocked: boolean): Promise<User> => {
      if (id === viewer.id) throw new AppError('FORBIDDEN', 'You cannot block yourself');
      await load(id);
      const user = await repo.setBanned(viewer, id, blocked, blocked ? 'Blocked by an administrator' : null);
      catalog.changed(blocked ? 'seller-blocked' : 'seller-unblocked');
      return toUser(user!);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
