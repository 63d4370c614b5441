// npm run db:seed — migrates, then fills an empty database with the curated data (a filled one is left alone).
// npm run db:seed -- --goods 100000 — also grows the catalogue to that many goods (scale data, server/db/seed/scale.ts).
import { parseArgs } from 'node:util';
import { openDatabaseFromEnv } from './from-env';
import { prepareDatabase } from './prepare';
import { seedScale } from './seed/scale';

const { values } = parseArgs({ options: { goods: { type: 'string' } } });
const target = values.goods === undefined ? undefined : Number(values.goods);
if (target !== undefined && (!Number.isInteger(target) || target < 1 || target > 5_000_000)) {
  console.error(`--goods 需要 1 到 5000000 之间的整数 / --goods needs an integer 1..5000000, got ${values.goods}`);
  process.exit(2);
}

const opened = await openDatabaseFromEnv();
try {
  const { seeded } = await prepareDatabase(opened);
  console.log(seeded ? `种子数据已写入 / database seeded: ${opened.where}` : `数据库已有数据，未重复写入 / database not empty, seed skipped: ${opened.where}`);
  if (target !== undefined) {
    const started = Date.now();
    const result = await seedScale(opened.db, target, {
      onProgress: (done, total) => {
        if (done % 10_000 === 0 || done === total) console.log(`  ${done}/${total}`);
      },
    });
    console.log(
      result.inserted
        ? `已生成 ${result.inserted} 件商品，共 ${result.total} 件（${((Date.now() - started) / 1000).toFixed(1)} 秒）/ scale data written`
        : `商品已有 ${result.before} 件，不少于 ${target}，未生成 / already ${result.before} goods, nothing generated`,
    );
  }
} finally {
  await opened.close();
}
