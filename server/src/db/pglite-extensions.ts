import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the shop's migrations create (0029: pg_trgm, for typo-tolerant search). PGlite
 * loads an extension's files only when it is named at PGlite.create, and a data folder that has used one
 * cannot be opened without it: every PGlite the shop or its tests open passes these.
 */
export const pgliteExtensions = { pg_trgm };
