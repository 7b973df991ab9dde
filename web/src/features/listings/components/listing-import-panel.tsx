import { LISTING_SHEET_HEADERS_BN, LISTING_SHEET_HEADERS_EN } from '@bulkbazar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { language, useTranslation } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { confirmImport, submitImport, useImportHistory, useImportJob } from '../api/listing-import';

/** A template: the header row (English or Bengali, both read back) and one example row, with a BOM for Excel. */
function downloadTemplate(headers: readonly string[]) {
  const example = [
    'polo-1',
    'Cotton Polo',
    'Combed cotton, 180 GSM',
    '',
    'Fashion & Apparel',
    'Mirpur Knit',
    '180',
    '60',
    '2',
    '',
    '0.25',
    '100:170',
    'mixed',
    'Size',
    'M',
    'Colour',
    'Navy',
    '',
    '',
    'POLO-M-NAVY',
    '40',
    '',
    '',
    'https://example.com/polo.jpg',
    '',
  ];
  const line = (cells: readonly string[]) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(',');
  const blob = new Blob([`\uFEFF${line(headers)}\r\n${line(example)}\r\n`], {
    type: 'text/csv;charset=utf-8',
  });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = 'listings-template.csv';
  a.click();
  URL.revokeObjectURL(a.href);
}

/**
 * My products → Import and export: export links, templates, a dry run of a file with a progress bar polling the
 * job, its row report, and Confirm. The job id sits in the address (?import=…), so a reload picks it up again.
 */
export function ListingImportPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const jobId = search.get('import');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data: job } = useImportJob(jobId);
  const { data: history } = useImportHistory();
  const recent = history?.imports ?? [];

  const setJob = (id: string | null) =>
    setSearch((s) => {
      const next = new URLSearchParams(s);
      if (id) next.set('import', id);
      else next.delete('import');
      return next;
    });

  const run = async (work: () => Promise<{ jobId: string }>) => {
    setBusy(true);
    setError(null);
    try {
      const { jobId: id } = await work();
      await queryClient.invalidateQueries({ queryKey: ['listing-import', id] });
      setJob(id);
    } catch (e) {
      setError(e instanceof ApiError ? (e.fields?.file ?? e.message) : String(e));
    } finally {
      setBusy(false);
    }
  };

  // A finished import changes the list below it.
  const finished = job?.status === 'done' ? job.jobId : null;
  useEffect(() => {
    if (finished) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all() });
      void queryClient.invalidateQueries({ queryKey: ['listing-import', 'history'] });
    }
  }, [finished, queryClient]);
  const working = job && ['queued', 'validating', 'importing'].includes(job.status);
  const badRows = job?.rows.length ?? 0;
  const percent =
    job && job.progress.total > 0 ? Math.round((job.progress.done / job.progress.total) * 100) : 0;

  return (
    <section
      aria-labelledby="listing-import-title"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 id="listing-import-title" className="text-xl font-semibold">
        {t('listingImport.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('listingImport.intro')}</p>
      <div className="flex flex-wrap gap-2">
        <a className="underline" href="/api/myproducts/export.csv" download>
          {t('listingImport.exportCsv')}
        </a>
        <a className="underline" href="/api/myproducts/export.xlsx" download>
          {t('listingImport.exportXlsx')}
        </a>
        <button
          type="button"
          className="underline"
          onClick={() => downloadTemplate(LISTING_SHEET_HEADERS_EN)}
        >
          {t('listingImport.templateEn')}
        </button>
        <button
          type="button"
          className="underline"
          onClick={() => downloadTemplate(LISTING_SHEET_HEADERS_BN)}
        >
          {t('listingImport.templateBn')}
        </button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm">
          {t('listingImport.file')}
          <input
            type="file"
            name="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <Button
          type="button"
          disabled={!file || busy || Boolean(working)}
          onClick={() => file && run(() => submitImport(file, true))}
        >
          {busy ? t('listingImport.checking') : t('listingImport.check')}
        </Button>
      </div>
      {!jobId && recent.length > 0 && (
        <div className="text-sm">
          <h3 className="font-semibold">{t('listingImport.recent')}</h3>
          <ul>
            {recent.map((i) => (
              <li key={i.jobId}>
                <button type="button" className="underline" onClick={() => setJob(i.jobId)}>
                  {i.fileName}
                </button>{' '}
                {t('listingImport.recentLine', {
                  created: String(i.created),
                  updated: String(i.updated),
                  bad: String(i.rowsWithErrors),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {job && (
        <div className="flex flex-col gap-2" data-testid="import-job">
          <progress
            max={100}
            value={percent}
            aria-label={t('listingImport.progress', {
              done: String(job.progress.done),
              total: String(job.progress.total),
            })}
          />
          <p className="text-sm">
            {t('listingImport.progress', {
              done: String(job.progress.done),
              total: String(job.progress.total),
            })}
          </p>
          {job.status === 'ready' && (
            <>
              <p role="status">
                {badRows ? t('listingImport.ready', { bad: String(badRows) }) : t('listingImport.readyClean')}
              </p>
              <Button type="button" disabled={busy} onClick={() => run(() => confirmImport(job.jobId))}>
                {t('listingImport.confirm')}
              </Button>
            </>
          )}
          {job.status === 'done' && (
            <p role="status">
              {t('listingImport.done', {
                created: String(job.created),
                updated: String(job.updated),
                unchanged: String(job.unchanged),
              })}
            </p>
          )}
          {job.status === 'failed' && (
            <p role="alert">{t('listingImport.failed', { error: job.error ?? '' })}</p>
          )}
          {badRows > 0 && (
            <table className="text-left text-sm">
              <thead>
                <tr>
                  <th>{t('listingImport.row')}</th>
                  <th>{t('listingImport.handle')}</th>
                  <th>{t('listingImport.column')}</th>
                  <th>{t('listingImport.problem')}</th>
                </tr>
              </thead>
              <tbody>
                {job.rows.flatMap((r) =>
                  r.errors.map((e) => (
                    <tr key={`${r.row}-${e.column}`}>
                      <td>{r.row}</td>
                      <td>{r.handle}</td>
                      <td>{e.column}</td>
                      <td>{language === 'bn' ? e.messageBn : e.message}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          )}
          {!working && (
            <button type="button" className="self-start underline" onClick={() => setJob(null)}>
              {t('listingImport.another')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
