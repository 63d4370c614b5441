// npm run db:migrate — applies pending migrations to DATABASE_URL or the PGlite in DATA_DIR.
import { openDatabaseFromEnv } from './from-env';
import { migrate } from './migrate';

const opened = await openDatabaseFromEnv();
try {
  await migrate(opened);
  console.log(`迁移完成 / migrations applied: ${opened.where}`);
} finally {
  await opened.close();
}
