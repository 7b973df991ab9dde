import type { SynonymGroupBody, SynonymListQuery, SynonymPage } from '@bulkbazar/contract';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const BASE = '/api/admin/search/synonyms';
const ALL = ['admin', 'synonyms'] as const;

/** The list's query as the URL says it (?q=&page=); bad values fall back to the defaults. */
export function synonymQueryFromSearch(search: URLSearchParams): Partial<SynonymListQuery> {
  const q = search.get('q')?.trim() || undefined;
  const page = Math.max(1, Math.min(10_000, Math.floor(Number(search.get('page'))) || 1));
  return { q, page };
}

/** GET /api/admin/search/synonyms: the groups holding a word that contains q, newest first (catalog staff). */
export function synonymsQueryOptions(query: Partial<SynonymListQuery>) {
  return queryOptions({
    queryKey: [...ALL, query] as const,
    queryFn: ({ signal }) => apiFetch<SynonymPage>(BASE, { query, signal }),
  });
}

export const useSynonyms = (query: Partial<SynonymListQuery>) =>
  useSuspenseQuery(synonymsQueryOptions(query));

/** The words typed in one box: split at commas, semicolons or new lines, blanks dropped. */
export const wordsOf = (text: string): string[] =>
  text
    .split(/[,;\n،]/)
    .map((w) => w.trim())
    .filter(Boolean);

/** Add (no id), replace (an id) or delete a group; the list is fetched again after each. */
export function useSynonymWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ALL });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: SynonymGroupBody }) =>
        id === undefined
          ? apiFetch(BASE, { method: 'POST', body })
          : apiFetch(`${BASE}/${id}`, { method: 'PUT', body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiFetch(`${BASE}/${id}`, { method: 'DELETE' }),
      onSuccess,
    }),
  };
}
