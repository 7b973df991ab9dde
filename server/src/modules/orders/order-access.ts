import { AppError, notFound } from '../../kernel/app-error.js';
import { staffRolesOf, type Viewer } from '../../kernel/viewer.js';
import { isUuid } from '../../kernel/ids.js';
import type { OrderRow, OrdersRepo } from './orders.repo.js';

/** Whose part the caller acts in: the buyer's, the product's seller's, either, or admins' only. */
export type OrderSide = 'buyer' | 'seller' | 'any' | 'admin';

/** An order the viewer may act on in that part, else 404 (so order ids cannot be probed). */
export async function loadOrder(
  repo: OrdersRepo,
  viewer: Viewer,
  id: string,
  as: OrderSide,
): Promise<OrderRow> {
  const row = isUuid(id) ? await repo.findById(id) : undefined;
  const allowed =
    row &&
    (viewer.role === 'admin' ||
      // A staff route (its rule has already checked the viewer's permission, e.g. finance marking paid).
      (as === 'admin' && staffRolesOf(viewer).length > 0) ||
      ((as === 'buyer' || as === 'any') && row.buyerId === viewer.id) ||
      ((as === 'seller' || as === 'any') && row.sellerId === viewer.id));
  if (!row || !allowed) throw notFound('Order');
  return row;
}

/** 409 naming the order's state that stands in the way, e.g. `{ orderStatus: 'shipped' }`. */
export const conflict = (message: string, field: string, value: string) =>
  new AppError('INVALID_TRANSITION', message, { [field]: value });
