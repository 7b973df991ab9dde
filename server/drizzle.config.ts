import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` turns changes of src/db/schema.ts into a new SQL file in src/db/migrations,
// which both backends (PGlite and PostgreSQL) apply on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
