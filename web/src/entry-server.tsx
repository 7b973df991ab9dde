// The server's copy of the app (built by `vite build --ssr` into dist-ssr/, loaded by the server once per
// language: server/src/modules/web-shell/page-renderer.ts). Set `globalThis.bulkbazarServerPage` before loading.
import { loadPageTexts, loadShellTexts } from '@/lib/i18n';
import { setApiTransport } from '@/lib/api-client';

export { renderPage, type PageState, type RenderedPage } from './ssr/render-page';

/** Texts of this copy's language, and the way its loaders reach the API (the app, in-process). */
export async function prepare(api: typeof fetch): Promise<void> {
  setApiTransport(api);
  await Promise.all([loadShellTexts(), loadPageTexts()]);
}
