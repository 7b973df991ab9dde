import { DEFAULT_CONTENT } from '@bulkbazar/contract';
import { call, uniqueWord, type CatalogAnswer, type WritePath } from './stage.js';

/** Whether `text` is in the rendered page's HTML and in the state the browser hydrates from. */
const shown = (text: string) => (a: CatalogAnswer) => {
  const state = a.body.indexOf('id="page-state"');
  return { html: a.body.slice(0, state).includes(text), hydrated: a.body.slice(state).includes(text) };
};

// The site's texts: the server-rendered home page shows the hero and the FAQ, and is kept like the catalog's
// answers, so saving them must clear it as a catalog change does (issue 28).
export const CONTENT_WRITES: WritePath[] = [
  {
    route: 'PUT /api/admin/content',
    shows: 'content-updated',
    scene: async (s) => {
      const title = `Eid stock ${uniqueWord()}`;
      const question = `Do you deliver ${uniqueWord()}?`;
      const look = (a: CatalogAnswer) => ({ title: shown(title)(a), question: shown(question)(a) });
      return {
        watch: '/',
        look,
        write: (app) =>
          call(app, 'PUT', '/api/admin/content', s.admin, {
            ...DEFAULT_CONTENT,
            heroTitle: title,
            faq: [{ question, answer: 'Yes.' }, ...DEFAULT_CONTENT.faq],
          }),
        after: {
          title: { html: true, hydrated: true },
          question: { html: true, hydrated: true },
        },
      };
    },
  },
];
