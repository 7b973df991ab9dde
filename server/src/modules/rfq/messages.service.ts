import { MESSAGE_EXCERPT_LENGTH, type MessageQuery } from '@bulkbazar/contract';
import { AppError } from '../../kernel/app-error.js';
import { isUuid } from '../../kernel/ids.js';
import { fetchLimit, pageOffset, toPage } from '../../kernel/pagination.js';
import type { Viewer } from '../../kernel/viewer.js';
import { hiddenRefusal, loadRfq } from './rfq-access.js';
import { toMessage } from './rfq-mapper.js';
import type { RfqRepo } from './rfq.repo.js';

const sellerNotFound = () => {
  const message = 'Choose a seller who may answer this request';
  return new AppError('NOT_FOUND', message, { sellerId: message });
};

/** The private threads on a request: one per seller, between that seller and the buyer, no one else. */
export function createMessagesService(repo: RfqRepo) {
  /**
   * Whose thread the viewer means: a seller's own; the buyer (and an admin reading) name the seller, who
   * must be one who may answer the request.
   */
  async function thread(viewer: Viewer, rfqId: string, sellerId: string | undefined) {
    const { row, role } = await loadRfq(repo, viewer, rfqId);
    if (role === 'seller') {
      if (sellerId && sellerId !== viewer.id) throw sellerNotFound();
      return { row, role, sellerId: viewer.id };
    }
    if (!sellerId) {
      const message = 'Choose the seller whose thread you mean';
      throw new AppError('VALIDATION_FAILED', message, { sellerId: message });
    }
    if (!(await repo.mayAnswer(row.id, sellerId))) throw sellerNotFound();
    return { row, role, sellerId };
  }

  return {
    async list(viewer: Viewer, rfqId: string, q: MessageQuery) {
      const { row, role, sellerId } = await thread(viewer, rfqId, q.sellerId);
      const rows = await repo.messages(
        row.id,
        sellerId,
        { id: viewer.id, admin: role === 'admin' },
        pageOffset(q),
        fetchLimit(q.limit),
      );
      return toPage('messages', rows, q, (m) => toMessage(m, viewer.id));
    },

    /** A message in the thread; the other party is told in the same transaction. */
    async post(viewer: Viewer, rfqId: string, input: { text: string; sellerId?: string }) {
      const { row, role, sellerId } = await thread(viewer, rfqId, input.sellerId);
      if (role === 'admin')
        throw new AppError('FORBIDDEN', 'Only the buyer and the seller write in a thread');
      if (row.hiddenAt) throw hiddenRefusal();
      const recipient = role === 'buyer' ? sellerId : row.buyerId;
      const message = await repo.transaction(async (tx) => {
        const inserted = await tx.insertMessage({
          rfqId: row.id,
          sellerId,
          authorId: viewer.id,
          body: input.text,
        });
        await tx.notify([
          {
            userId: recipient,
            kind: 'new_message',
            data: {
              rfqId: row.id,
              sellerId,
              fromName: viewer.name,
              excerpt: [...input.text].slice(0, MESSAGE_EXCERPT_LENGTH).join(''),
            },
          },
        ]);
        return inserted;
      });
      return {
        acknowledged: true as const,
        message: toMessage({ ...message, authorName: viewer.name }, viewer.id),
      };
    },

    async hide(actor: Viewer, id: string, reason: string) {
      if (!(isUuid(id) && (await repo.hideMessage(id, reason, actor))))
        throw new AppError('NOT_FOUND', 'Message not found');
      return { acknowledged: true as const };
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
