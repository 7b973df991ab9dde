import type { StandInSecrets } from '../../../stand-in-secrets.js';

/** What each courier stand-in is registered with: where to post its callbacks and this database's secrets. */
export type FakeCourierOptions = { publicUrl: string; secrets: StandInSecrets };

/** The control's route options: only an administrator may make a stand-in report a parcel's status. */
export const CONTROL_ROUTE = { config: { access: 'admin' as const } };
