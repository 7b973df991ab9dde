import { call, listing, names, uniqueWord, type Stage, type WritePath } from './stage.js';

// The synonym editor (issue 34): a group makes a query find listings named by another word of the group. Each
// process keeps the groups for 30 s (search-terms.service.ts), so another process's answers follow within that.
const LATER = 'each process keeps the synonym groups for 30 s; the others use an edit within that';

/** A listing named by `word`, and a search for `alias` that finds it only through a synonym group. */
async function aliasScene(s: Stage) {
  const product = await listing(s);
  const word = product.name.split(' ')[0]!;
  const alias = uniqueWord();
  return { product, word, alias, watch: `/api/products?view=card&q=${alias}` };
}

const group = (s: Stage, words: string[]) =>
  call(s.app, 'POST', '/api/admin/search/synonyms', s.admin, { words });

export const SEARCH_WRITES: WritePath[] = [
  {
    route: 'POST /api/admin/search/synonyms',
    shows: 'synonyms-updated',
    laterElsewhere: LATER,
    scene: async (s) => {
      const { product, word, alias, watch } = await aliasScene(s);
      return {
        watch,
        look: names,
        write: (app) => call(app, 'POST', '/api/admin/search/synonyms', s.admin, { words: [alias, word] }),
        after: [product.name],
        status: 201,
      };
    },
  },
  {
    route: 'PUT /api/admin/search/synonyms/:id',
    shows: 'synonyms-updated',
    laterElsewhere: LATER,
    scene: async (s) => {
      const { product, word, alias, watch } = await aliasScene(s);
      const created = await group(s, [uniqueWord(), word]);
      const id = created.json().group.id as number;
      return {
        watch,
        look: names,
        write: (app) =>
          call(app, 'PUT', `/api/admin/search/synonyms/${id}`, s.admin, { words: [alias, word] }),
        after: [product.name],
      };
    },
  },
  {
    route: 'DELETE /api/admin/search/synonyms/:id',
    shows: 'synonyms-updated',
    laterElsewhere: LATER,
    scene: async (s) => {
      const { word, alias, watch } = await aliasScene(s);
      const created = await group(s, [alias, word]);
      const id = created.json().group.id as number;
      return {
        watch,
        look: names,
        write: (app) => call(app, 'DELETE', `/api/admin/search/synonyms/${id}`, s.admin),
        after: [],
        status: 204,
      };
    },
  },
];
