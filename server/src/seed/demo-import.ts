import type { Db } from '../db/client.js';
import type { Viewer } from '../kernel/viewer.js';
import { createImportJobsRepo } from '../modules/listing-import/import-jobs.repo.js';
import { rowError } from '../modules/listing-import/sheet-validate.js';

/**
 * A bulk import in the first demo seller's history (issue 30 item 8): a finished file whose one bad row (a price
 * typed as words) was reported by column, in English and Bengali, and left out; its report opens at
 * /myproducts?import=<id> for that seller.
 */
export async function seedDemoImport(tx: Db, seller: Viewer) {
  const jobs = createImportJobsRepo(tx);
  const id = await jobs.create(seller.id, 'garments-november.csv', true, 12, null);
  await jobs.update(id, {
    status: 'done',
    doneRows: 12,
    createdCount: 0,
    updatedCount: 0,
    unchangedCount: 3,
    report: [{ row: 7, handle: 'polo-navy', errors: [rowError('price', 'Price must be a number')] }],
  });
  return id;
}
