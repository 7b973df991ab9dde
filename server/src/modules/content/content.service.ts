import type { SiteContent } from '@bulkbazar/contract';
import type { WatchedSetting } from '../../db/watched-settings.js';
import type { CatalogEvents } from '../../kernel/catalog-events.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { ContentRepo } from './content.repo.js';

/**
 * The shop's editable document: the home page's hero and FAQ, and the merchant numbers the checkout shows
 * for bKash, Nagad and Rocket. An admin replaces it whole; everyone reads it.
 */
export function createContentService(
  repo: ContentRepo,
  // The server-rendered pages are kept with the catalog's answers and show the hero and the FAQ: a save is a
  // catalog change (cleared here and announced to the other processes).
  catalog: CatalogEvents,
  // Every checkout reads the COD advance rule from here: composition keeps it in memory (db/watched-settings.ts).
  kept: WatchedSetting<SiteContent> = { get: repo.get, forget: () => {} },
) {
  return {
    get: (): Promise<SiteContent> => kept.get(),
    async replace(content: SiteContent, actor?: Viewer): Promise<SiteContent> {
      await repo.put(content, actor);
      kept.forget();
      catalog.changed('content-updated');
      return kept.get();
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
