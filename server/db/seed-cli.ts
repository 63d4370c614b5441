// npm run db:seed — migrates, then fills an empty database with the curated data (a filled one is left alone).
import { openDatabaseFromEnv } from './from-env';
import { migrate } from './migrate';
import { seed } from './seed';

const opened = await openDatabaseFromEnv();
try {
  await migrate(opened);
  const { seeded } = await seed(opened.db);
  console.log(
    seeded
      ? `种子数据已写入 / database seeded: ${opened.where}`
      : `数据库已有数据，未重复写入 / database not empty, seed skipped: ${opened.where}`,
  );
} finally {
  await opened.close();
}
