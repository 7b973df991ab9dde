import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Schema } from './schema.js';

/** The one database type the repos see, whichever backend is underneath (its own file: client.ts and
 * read-replica.ts both need it, and client.ts opens the replica). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
