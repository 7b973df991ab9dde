import type { ImportHistory, ImportJob } from '@bulkbazar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const WORKING = new Set(['queued', 'validating', 'importing']);

/** POST /api/myproducts/import: the file as multipart; a dry run only checks it. Answers the job's id. */
export function submitImport(file: File, dryRun: boolean) {
  const form = new FormData();
  form.append('file', file);
  return apiFetch<{ jobId: string }>('/api/myproducts/import', {
    method: 'POST',
    body: form,
    query: dryRun ? { dryRun: 'true' } : undefined,
  });
}

export const confirmImport = (jobId: string) =>
  apiFetch<{ jobId: string }>(`/api/myproducts/import/${encodeURIComponent(jobId)}/confirm`, {
    method: 'POST',
  });

export const importJobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: ['listing-import', jobId],
    queryFn: ({ signal }) =>
      apiFetch<ImportJob>(`/api/myproducts/import/${encodeURIComponent(jobId)}`, { signal }),
    // Polled while the server works on it; a finished job stays as it is.
    refetchInterval: (query) => (query.state.data && !WORKING.has(query.state.data.status) ? false : 700),
  });

export const useImportJob = (jobId: string | null) =>
  useQuery({ ...importJobQueryOptions(jobId ?? ''), enabled: jobId !== null });

/** GET /api/myproducts/imports: the seller's last 10 imports, refreshed when a job is opened or finishes. */
export const useImportHistory = () =>
  useQuery({
    queryKey: ['listing-import', 'history'],
    queryFn: ({ signal }) => apiFetch<ImportHistory>('/api/myproducts/imports', { signal }),
  });
