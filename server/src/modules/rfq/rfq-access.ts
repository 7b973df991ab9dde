import { AppError } from '../../kernel/app-error.js';
import { isUuid } from '../../kernel/ids.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { RfqRepo, RfqRow } from './rfq.repo.js';

/** How the viewer stands to a request: its buyer, a seller who may answer it, or an admin reading it. */
export type RfqRole = 'buyer' | 'seller' | 'admin';

export const rfqNotFound = () => new AppError('NOT_FOUND', 'Request not found');

/**
 * The request and the viewer's part in it. Anyone else — a seller outside its category, or any seller once
 * an admin hid it — is told it does not exist.
 */
export async function loadRfq(
  repo: RfqRepo,
  viewer: Viewer,
  id: string,
): Promise<{ row: RfqRow; role: RfqRole }> {
  const row = isUuid(id) ? await repo.find(id) : undefined;
  if (!row) throw rfqNotFound();
  if (row.buyerId === viewer.id) return { row, role: 'buyer' };
  if (!row.hiddenAt && (await repo.mayAnswer(row.id, viewer.id))) return { row, role: 'seller' };
  if (viewer.role === 'admin') return { row, role: 'admin' };
  throw rfqNotFound();
}

export const hiddenRefusal = () => new AppError('CONFLICT', 'This request was hidden by a moderator');
