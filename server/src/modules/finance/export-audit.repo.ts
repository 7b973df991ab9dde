import { exportRecorder, type RecordExport } from '../../db/audit-record.js';
import type { Db } from '../../db/client.js';

/** The audit trail's row for each finance file a staff member downloads (payout files, the overview CSV). */
export const createExportAuditRepo = (db: Db): RecordExport => exportRecorder(db);
