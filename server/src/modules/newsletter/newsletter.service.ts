import type { SubscriberPage, UserListQuery } from '@bulkbazar/contract';
import { AppError, notFound } from '../../kernel/app-error.js';
import { isUuid } from '../../kernel/ids.js';
import { fetchLimit, pageOffset, toPage } from '../../kernel/pagination.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { NewsletterRepo } from './newsletter.repo.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

const BAD_TOKEN = 'This unsubscribe link is not valid: copy the whole link from the email';

/** Subscribing, the admins' list and removals, and the signed unsubscribe links. */
export function createNewsletterService(repo: NewsletterRepo, tokens: UnsubscribeTokens, baseUrl: string) {
  return {
    /** True when the address was new. */
    subscribe: (email: string) => repo.subscribe(email.toLowerCase()),

    /** Subscribers as rows, `limit` from `offset` (the CSV export reads them in batches). */
    list: (q: string | undefined, offset: number, limit: number) => repo.list(q, offset, limit),

    /** The admins' list: one page, newest first, searchable. */
    page: async (query: UserListQuery): Promise<SubscriberPage> =>
      toPage(
        'subscribers',
        await repo.list(query.q, pageOffset(query), fetchLimit(query.limit)),
        query,
        (r) => ({ _id: r.id, email: r.email, createdAt: r.createdAt.toISOString() }),
      ),

    /** An admin removes one subscriber; a missing (or malformed) id is a 404. */
    async remove(actor: Viewer, id: string): Promise<number> {
      const removed = isUuid(id) ? await repo.removeById(id, actor) : 0;
      if (removed === 0) throw notFound('Subscriber');
      return removed;
    },

    /**
     * The address of a genuine token, no longer subscribed. A second use (or an address an admin already
     * removed) is not an error: the visitor wanted to be off the list, and is.
     */
    async unsubscribe(token: string): Promise<string> {
      const email = tokens.emailOf(token);
      if (!email) throw new AppError('VALIDATION_FAILED', BAD_TOKEN, { token: BAD_TOKEN });
      await repo.removeByEmail(email);
      return email;
    },

    /** The page a subscriber opens to leave the list (for the newsletter's emails; the CSV export lists it). */
    unsubscribeUrl: (email: string) =>
      `${baseUrl}/unsubscribe?token=${encodeURIComponent(tokens.tokenFor(email))}`,
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
