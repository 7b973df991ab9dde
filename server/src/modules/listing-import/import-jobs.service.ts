import { isDeepStrictEqual } from 'node:util';
import type { ImportJob, ProductInputParsed } from '@bulkbazar/contract';
import { AppError, notFound } from '../../kernel/app-error.js';
import { isUuid } from '../../kernel/ids.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { ListingsService } from '../products/listings.service.js';
import { fetchImage, ImageFetchError } from './image-fetch.js';
import type { ImportJobRow, ImportJobsRepo } from './import-jobs.repo.js';
import { listingToRows } from './listing-rows.js';
import type { SellerListing } from '../products/seller-listings.repo.js';
import { LISTING_SHEET_HEADERS_EN } from '@bulkbazar/contract';
import type { Sheet } from './sheet-read.js';
import { rowError, validateSheet, type RowReport, type SheetListing } from './sheet-validate.js';

type Payload = { sheet?: Sheet; listings?: SheetListing[] };
const PROGRESS_EVERY = 250;

/**
 * A listing's fields as the form would send them again, to tell an unchanged re-import from an edit (compared
 * by value: the stored job's JSON comes back with its keys in another order).
 */
const sameListing = (a: ProductInputParsed, b: ProductInputParsed) => isDeepStrictEqual(a, b);

export type ImportDeps = {
  jobs: ImportJobsRepo;
  /** All of a seller's listings with their variants (an export; an import's matching by SKU). */
  loadListings: (sellerId: string) => Promise<SellerListing[]>;
  listings: ListingsService;
  isOurImage: (url: string) => boolean;
  /** Re-encodes and stores a fetched picture like an upload; answers its address. */
  storeImage: (bytes: Buffer) => Promise<string>;
  log: { error: (details: object, message: string) => void };
};

/**
 * Sellers' bulk import (issue 30 item 5) as a job: the request stores the read sheet and answers; the work goes
 * on in this process — validating every row with the listing form's schema, then (at once, or when a dry run is
 * confirmed) creating and updating the seller's listings through the listings service, so new and changed
 * listings go to moderation exactly as the form's do.
 */
export function createImportJobs(deps: ImportDeps) {
  const { jobs, log } = deps;
  const running = new Set<Promise<void>>();

  const imageCheck = async (url: string): Promise<string | { error: string }> => {
    if (deps.isOurImage(url)) return url;
    try {
      return await deps.storeImage(await fetchImage(url));
    } catch (err) {
      if (err instanceof ImageFetchError) return { error: err.message };
      if (err instanceof AppError) return { error: err.message };
      return { error: 'The image could not be read' };
    }
  };

  /** Matches each listing to the seller's by SKU, then creates, updates, or leaves it as it is. */
  async function importListings(
    job: ImportJobRow,
    viewer: Viewer,
    listings: SheetListing[],
    report: RowReport[],
  ) {
    const mine = await deps.loadListings(job.sellerId);
    const bySku = new Map<string, SellerListing>();
    for (const l of mine) {
      bySku.set(l.product.sku.toLowerCase(), l);
      for (const v of l.variants) bySku.set(v.sku.toLowerCase(), l);
    }
    let created = 0;
    let updated = 0;
    let unchanged = 0;
    let done = 0;
    for (const listing of listings) {
      const match = listing.skus.map((s) => bySku.get(s.toLowerCase())).find(Boolean);
      try {
        if (!match) {
          const sku = listing.input.variants.length === 0 ? listing.skus[0] : undefined;
          await deps.listings.create(viewer, listing.input, sku, 'import');
          created++;
        } else {
          const current = await exportedInput(match);
          if (current && sameListing(current, listing.input)) unchanged++;
          else {
            const ids = new Map(match.variants.map((v) => [v.sku.toLowerCase(), v.id]));
            const variants = listing.input.variants.map((v) => ({ ...v, _id: ids.get(v.sku.toLowerCase()) }));
            const { maxQuantity, ...rest } = listing.input;
            await deps.listings.update(
              viewer,
              match.product.id,
              {
                ...rest,
                variants,
                ...(match.variants.length === 0 && variants.length === 0 ? { maxQuantity } : {}),
              },
              'import',
            );
            updated++;
          }
        }
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const [field, message] = Object.entries(err.fields ?? {})[0] ?? ['handle', err.message];
        report.push({
          row: listing.rows[0]!,
          handle: listing.handle,
          errors: [rowError(/sku/i.test(field) || /SKU/.test(message) ? 'sku' : 'handle', message)],
        });
      }
      done += listing.rows.length;
      if (done % PROGRESS_EVERY < listing.rows.length) await jobs.update(job.id, { doneRows: done });
    }
    return { created, updated, unchanged };
  }

  /** A stored listing read back through the sheet, as the import would read its exported rows. */
  async function exportedInput(listing: SellerListing): Promise<ProductInputParsed | undefined> {
    const rows = listingToRows(listing.product, listing.variants);
    const sheet: Sheet = {
      rows: [LISTING_SHEET_HEADERS_EN, ...rows.map((r) => LISTING_SHEET_HEADERS_EN.map((h) => r[h]))],
      problems: [],
    };
    const { listings } = await validateSheet(
      sheet,
      async (u) => u,
      async () => {},
    );
    return listings[0]?.input;
  }

  async function run(jobId: string, viewer: Viewer) {
    const job = await jobs.findById(jobId);
    if (!job) return;
    try {
      if (job.status === 'queued') {
        await jobs.move(job.id, 'queued', 'validating');
        const { sheet } = job.payload as Payload;
        const { listings, report } = await validateSheet(sheet!, imageCheck, async (done) => {
          if (done % PROGRESS_EVERY === 0) await jobs.update(job.id, { doneRows: done });
        });
        await jobs.update(job.id, {
          status: job.dryRun ? 'ready' : 'importing',
          doneRows: job.dryRun ? job.totalRows : 0,
          report,
          payload: { listings },
        });
        if (job.dryRun) return;
        return await finish({ ...job, report }, viewer, listings, report);
      }
      if (job.status === 'importing') {
        const { listings } = job.payload as Payload;
        await finish(job, viewer, listings ?? [], [...(job.report as RowReport[])]);
      }
    } catch (err) {
      log.error({ err, jobId }, 'listing import failed');
      await jobs.update(job.id, {
        status: 'failed',
        error: 'The import stopped on an error; nothing more was saved',
      });
    }
  }

  async function finish(job: ImportJobRow, viewer: Viewer, listings: SheetListing[], report: RowReport[]) {
    const counts = await importListings(job, viewer, listings, report);
    await jobs.update(job.id, {
      status: 'done',
      doneRows: job.totalRows,
      createdCount: counts.created,
      updatedCount: counts.updated,
      unchangedCount: counts.unchanged,
      report: report.sort((a, b) => a.row - b.row),
      payload: null,
    });
  }

  const start = (jobId: string, viewer: Viewer) => {
    // After the answer is sent: the request does not wait for the work.
    const work = new Promise<void>((resolve) => setImmediate(resolve)).then(() => run(jobId, viewer));
    running.add(work);
    void work.finally(() => running.delete(work));
  };

  const owned = async (viewer: Viewer, jobId: string) => {
    const job = isUuid(jobId) ? await jobs.findOwned(jobId, viewer.id) : undefined;
    if (!job) throw notFound('Import');
    return job;
  };

  return {
    async submit(viewer: Viewer, fileName: string, sheet: Sheet, dryRun: boolean): Promise<string> {
      const total = Math.max(0, sheet.rows.length - 1);
      const id = await jobs.create(viewer.id, fileName.slice(0, 200), dryRun, total, { sheet });
      start(id, viewer);
      return id;
    },

    async status(viewer: Viewer, jobId: string) {
      const job = await owned(viewer, jobId);
      return {
        jobId: job.id,
        fileName: job.fileName,
        status: job.status as ImportJob['status'],
        dryRun: job.dryRun,
        progress: { done: job.doneRows, total: job.totalRows },
        rows: job.report as RowReport[],
        created: job.createdCount,
        updated: job.updatedCount,
        unchanged: job.unchangedCount,
        error: job.error,
      };
    },

    /** The seller's last 10 imports, newest first. */
    async history(viewer: Viewer) {
      const rows = await jobs.recent(viewer.id, 10);
      return {
        imports: rows.map((r) => ({
          jobId: r.id,
          fileName: r.fileName,
          status: r.status as ImportJob['status'],
          dryRun: r.dryRun,
          rowsWithErrors: r.rowsWithErrors,
          created: r.createdCount,
          updated: r.updatedCount,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },

    /** Imports a validated dry run (its listings that passed; failing rows stay in the report). */
    async confirm(viewer: Viewer, jobId: string) {
      const job = await owned(viewer, jobId);
      if (!job.dryRun || !(await jobs.move(job.id, 'ready', 'importing')))
        throw new AppError('CONFLICT', 'This import is not a validated dry run waiting for confirmation');
      start(job.id, viewer);
      return { jobId: job.id };
    },

    /** Resolves when every running job has finished (tests; a clean shutdown). */
    idle: async () => {
      while (running.size) await Promise.all([...running]);
    },

    sellerListings: (viewer: Viewer) => deps.loadListings(viewer.id),
  };
}

export type ImportJobs = ReturnType<typeof createImportJobs>;
