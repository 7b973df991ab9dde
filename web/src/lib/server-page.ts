import type { Lang } from '@bulkbazar/contract';

/**
 * What the server tells its copy of the app before loading it (server-rendered storefront pages): the page's
 * language and the shop's brand, which the browser reads from `<html lang>` and `<meta name="brand">`. The
 * server loads one copy of the rendering bundle per language, so module-level constants such as `language`
 * stay constants (decision 23).
 */
export type ServerPage = { lang: Lang; brand: string };

export const serverPage: ServerPage | undefined = (globalThis as { bulkbazarServerPage?: ServerPage })
  .bulkbazarServerPage;
