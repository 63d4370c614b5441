import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations for schema changes into
// server/db/migrations (committed). They are applied at start-up by drizzle's
// migrator on PGlite and on PostgreSQL alike, so the SQL must stay within
// PostgreSQL 15 (PGlite's version).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
