// `npm start` (after the build): the API, the images and the built site on one port.
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { openDatabaseFromEnv } from './db/from-env';
import { prepareDatabase } from './db/prepare';
import { contractCheckFromEnv, demoPartnerOriginsFromEnv, lifecycleIntervalFromEnv, nodeNameFromEnv, testControlTokenFromEnv } from './config';
import { registerDemoPartner } from './db/seed/partners';
import { runLifecycleTick } from './services/lifecycle';
import { importDiskLicenceFiles } from './services/uploads/disk-import';

const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || '127.0.0.1';
// Several nodes may serve one site (README: 两个 API 节点): this one's name in the lifecycle's records and logs.
const node = nodeNameFromEnv(process.env, port);

const opened = await openDatabaseFromEnv();
let closing = false;

try {
  // Under an advisory lock: a node starting beside another on one fresh database waits, then finds the work done.
  const { seeded } = await prepareDatabase(opened);
  if (seeded) console.log('首次启动，已写入演示数据 / first start: demo data seeded');
  // Licence files from before the one upload store (migration 0028): this node copies in those its disk holds.
  const uploadDir = process.env.UPLOAD_DIR || fileURLToPath(new URL('../.data/uploads', import.meta.url));
  const imported = await importDiskLicenceFiles(opened.db, uploadDir);
  if (imported.moved > 0) console.log(`已将 ${imported.moved} 个证件文件移入数据库 / moved ${imported.moved} licence files into the database`);
  if (imported.missing.length > 0) {
    console.warn(
      `${imported.missing.length} 个证件文件不在 ${uploadDir}，等待持有它们的节点启动 / licence files not on this node: ${imported.missing.join(', ')}`,
    );
  }
  // The demo partner page works on whatever origin the demo runs on (server/config.ts demoPartnerOriginsFromEnv).
  // An upsert adding to the partner's origins: each node adds its own port, none removes another's.
  const demoOrigins = demoPartnerOriginsFromEnv(process.env, port);
  if (demoOrigins.length > 0) await registerDemoPartner(opened.db, demoOrigins);
} catch (error) {
  await opened.close();
  throw error;
}

/**
 * REDIS_URL: login counters and rate limits shared by every API node. One
 * client serves both. Fail fast rather than count per node unnoticed: with
 * Redis unreachable at start, the server does not start.
 */
const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 }) : null;
if (redis) {
  try {
    await redis.connect();
  } catch (error) {
    await opened.close();
    throw new Error(`无法连接 REDIS_URL / cannot reach REDIS_URL: ${String(error)}`);
  }
}
const app = buildApp({
  db: opened.db,
  logger: { level: process.env.LOG_LEVEL || 'info' },
  ...(redis ? { redis } : {}),
  testControlToken: testControlTokenFromEnv(),
  // The end-to-end and browser tests' server: a break is a 500 the test sees, and the log says which call and field.
  ...(contractCheckFromEnv() ? { contractCheck: (breach) => app.log.error({ breach }, '响应不符合接口契约 / answer breaks the contract') } : {}),
});

/**
 * The order lifecycle (expiry, group-buy deadlines, shipping, auto-complete,
 * after-sales review…) every LIFECYCLE_INTERVAL_SECONDS (default 30; 0 turns
 * it off on this node, e.g. when a cron job runs it). With several nodes on
 * one database each job runs once a tick: the node whose claim on the job's
 * lease row wins runs it, the others skip it (services/lifecycle-lease.ts).
 * One run at a time per process.
 */
const lifecycleSeconds = lifecycleIntervalFromEnv();
let lifecycleRun: Promise<unknown> | null = null;
const lifecycleTimer =
  lifecycleSeconds > 0
    ? setInterval(() => {
        if (lifecycleRun || closing) return;
        lifecycleRun = runLifecycleTick(opened.db, {
          node,
          intervalMs: lifecycleSeconds * 1000,
          onError: (job, error) => app.log.error({ err: error, job, node }, '订单定时任务失败 / lifecycle job failed'),
        })
          .then(({ tickAt, ran, skipped }) => {
            // Which node ran what: a line whenever this node ran a job that moved something, else only at debug level.
            const moved = Object.values(ran).some((n) => n > 0);
            app.log[moved ? 'info' : 'debug']({ node, tickAt, ran, skipped }, '订单定时任务 / lifecycle tick');
          })
          .finally(() => {
            lifecycleRun = null;
          });
      }, lifecycleSeconds * 1000)
    : null;
lifecycleTimer?.unref();

async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: 正在关闭 / shutting down`);
  try {
    // Stop the lifecycle and let a running pass finish before the database closes.
    if (lifecycleTimer) clearInterval(lifecycleTimer);
    await lifecycleRun;
    // Closing the app also writes the buffered page views (app.ts onClose), so it comes before the database.
    await app.close();
    await redis?.quit();
  } finally {
    // PGlite must be closed for its data directory to be left consistent.
    await opened.close();
  }
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port, host });
} catch (error) {
  app.log.error(error);
  await opened.close();
  process.exit(1);
}
const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
console.log(`药批已启动：${url}  （数据库：${opened.where}）`);
console.log(`yaopi is running at ${url}  (database: ${opened.where}; node ${node})`);
