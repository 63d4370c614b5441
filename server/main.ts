// `npm start` (dist/server/main.js, built by scripts/build/server.mjs): the API, the images and the built site on one port.
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { openDatabaseFromEnv } from './db/from-env';
import { prepareDatabase } from './db/prepare';
import { contractCheckFromEnv, demoPartnerOriginsFromEnv, lifecycleIntervalFromEnv, nodeNameFromEnv, testControlTokenFromEnv } from './config';
import { registerDemoPartner } from './db/seed/partners';
import { runLifecycleTick } from './services/lifecycle';
import { localSellerPollSeconds } from './services/seller-sim/timing';
import { acceleratorRedis } from './services/redis-link';
import { DRAIN_MS, servingLimits, SHUTDOWN_DEADLINE_MS } from './timeouts';

const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || '127.0.0.1';
// Several nodes may serve one site (README: 两个 API 节点): this one's name in the lifecycle's records and logs.
const node = nodeNameFromEnv(process.env, port);

// Serving limits (server/timeouts.ts): statement and lock timeouts, a pool acquire timeout.
const opened = await openDatabaseFromEnv(process.env, { serving: servingLimits() });
let closing = false;

try {
  // Under an advisory lock: a node starting beside another on one fresh database waits, then finds the work done.
  // On PostgreSQL through a pool of its own without the serving limits: a migration may wait on
  // that lock or run long; PGlite has one connection and nothing to wait for.
  let seeded: boolean;
  if (opened.kind === 'postgres' && process.env.DATABASE_URL) {
    // Two connections hold the startup and migration locks while the migrator uses a third: the default pool size.
    const maintenance = await openDatabase({ url: process.env.DATABASE_URL });
    try {
      ({ seeded } = await prepareDatabase(maintenance));
    } finally {
      await maintenance.close();
    }
  } else {
    ({ seeded } = await prepareDatabase(opened));
  }
  if (seeded) console.log('首次启动，已写入演示数据 / first start: demo data seeded');
  // The demo partner page works on whatever origin the demo runs on (server/config.ts demoPartnerOriginsFromEnv).
  // An upsert adding to the partner's origins: each node adds its own port, none removes another's.
  const demoOrigins = demoPartnerOriginsFromEnv(process.env, port);
  if (demoOrigins.length > 0) await registerDemoPartner(opened.db, demoOrigins);
} catch (error) {
  await opened.close();
  throw error;
}

/**
 * REDIS_URL: login counters and rate limits shared by every API node, under
 * REDIS_PREFIX. Redis is an accelerator: unreachable at start or later, the
 * node counts in its own memory, says so once in the log and on
 * /health/ready ("degraded"), and goes back to Redis when it answers.
 */
const redis = process.env.REDIS_URL ? acceleratorRedis(process.env.REDIS_URL) : null;
if (redis) {
  // Until the link listens (buildApp), a failed first connect must not be an unhandled 'error' event.
  const early = (): void => {};
  redis.on('error', early);
  try {
    await redis.connect();
  } catch (error) {
    console.warn(`无法连接 REDIS_URL，先以本节点计数启动 / cannot reach REDIS_URL, starting with per-node counters: ${String(error)}`);
  }
  redis.off('error', early);
}
let draining = false;
const app = buildApp({
  db: opened.db,
  readiness: { draining: () => draining },
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
          // The local seller reacts to its webhooks; its poll is a catch-up (seller-sim/jobs.ts, LOCAL_SELLER_POLL_SECONDS).
          services: { payments: app.onlinePayments, localSeller: app.localSeller, localSellerCatchUpSeconds: localSellerPollSeconds() },
          onError: (job, error) => app.log.error({ err: error, job, node }, '订单定时任务失败 / lifecycle job failed'),
          onUnfinished: (lease) =>
            app.log.warn(
              { ...lease, node },
              '上一轮定时任务未完成（节点中途停止？），本轮重新执行 / a job lease was never finished: its node stopped mid-run; run again now',
            ),
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

/**
 * SIGTERM (a deploy, a container stop) or SIGINT: answer not-ready at once so
 * the load balancer stops sending, keep serving for DRAIN_MS while it
 * notices, then stop accepting and let the requests in flight finish. At
 * SHUTDOWN_DEADLINE_MS whatever is still unanswered gets 503 系统繁忙 with
 * Retry-After and the process exits anyway (server/timeouts.ts).
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  draining = true;
  const deadline = setTimeout(() => {
    const answered = app.inFlight.answerRemaining();
    app.log.warn({ answered }, `关闭超时，已答复未完成的请求后退出 / shutdown deadline: ${answered} requests answered 503, exiting`);
    // Give the answers a moment to leave, then go, whatever still holds the event loop.
    setTimeout(() => process.exit(1), 200).unref();
    app.server.closeAllConnections();
  }, SHUTDOWN_DEADLINE_MS);
  deadline.unref();
  app.log.info({ inFlight: app.inFlight.count() }, `${signal}: 停止接收新流量，正在关闭 / draining, then shutting down`);
  try {
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    // Stop the lifecycle and let a running pass finish before the database closes.
    if (lifecycleTimer) clearInterval(lifecycleTimer);
    await lifecycleRun;
    // Closing the app also writes the buffered page views (app.ts onClose), so it comes before the database.
    await app.close();
    await redisLinkClose();
  } catch (error) {
    app.log.error({ err: error }, '关闭时出错 / error while shutting down');
  } finally {
    // PGlite must be closed for its data directory to be left consistent.
    await opened.close();
  }
  clearTimeout(deadline);
  process.exit(0);
}

async function redisLinkClose(): Promise<void> {
  if (!redis) return;
  await redis.quit().catch(() => redis.disconnect());
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
// The local seller's listener and client now, so the webhooks of the first orders reach it (LOCAL_SELLER=off: nothing).
app.localSeller().catch((error: unknown) => app.log.error({ err: error }, '本地演示商家启动失败 / local seller did not start'));
const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
console.log(`药批已启动：${url}  （数据库：${opened.where}）`);
console.log(`yaopi is running at ${url}  (database: ${opened.where}; node ${node})`);
