import type { SiteContent } from '@bulkbazar/contract';
import type { ContentRepo } from './content.repo.js';

/**
 * The shop's editable document: the home page's hero and FAQ, and the merchant numbers the checkout shows
 * for bKash, Nagad and Rocket. An admin replaces it whole; everyone reads it.
 */
export function createContentService(repo: ContentRepo) {
  return {
    get: (): Promise<SiteContent> => repo.get(),
    async replace(content: SiteContent): Promise<SiteContent> {
      await repo.put(content);
      return repo.get();
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
