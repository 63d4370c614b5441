import { Redis } from 'ioredis';
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_CONNECT_TIMEOUT_MS } from '../timeouts';

/**
 * Whether this node's Redis is usable right now, for the counters that fall
 * back to per-node memory while it is not (services/auth/attempt-store.ts
 * failoverAttemptStore, http/rate-limit-store.ts). Redis is an accelerator:
 * login counters, page-view and rate limits shared by the nodes. Down, each
 * node counts on its own at once (no command waits for a timeout: calls
 * check `usable()` first), logs one warning, and goes back to Redis by
 * itself when it answers again, logging one line.
 */
export interface RedisLink {
  readonly redis: Redis;
  /** True while commands should go to Redis. */
  usable(): boolean;
  /** A command failed or timed out: count in memory from now until Redis answers again. */
  failed(error: unknown): void;
  state(): 'up' | 'degraded';
  /** The app is closing and its owner quits the client next: that connection closing is no outage to report. */
  close(): void;
}

export interface RedisLinkLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** How often a link degraded by a failing command (while the socket still looks open) asks Redis again. */
const PROBE_EVERY_MS = 1_000;

/**
 * An ioredis client that never queues a command while disconnected (it
 * would wait out the reconnect: the 2–6 s logins of issue 24), gives up on
 * a command after REDIS_COMMAND_TIMEOUT_MS, and keeps reconnecting.
 */
export function acceleratorRedis(url: string): Redis {
  return new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    // Reconnect for ever, at most every two seconds.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
}

export function redisLink(redis: Redis, log: RedisLinkLog): RedisLink {
  let degraded = false;
  let probe: NodeJS.Timeout | null = null;
  let closing = false;

  function degrade(reason: string): void {
    if (degraded || closing) return;
    degraded = true;
    log.warn({ reason }, 'Redis 不可用，登录计数与限流改用本节点内存 / Redis unavailable: counters and rate limits are per node until it returns');
    // A command can time out while the socket still looks open: ask again now and then.
    probe = setInterval(() => {
      if (redis.status !== 'ready') return;
      redis.ping().then(recover, () => {});
    }, PROBE_EVERY_MS);
    probe.unref();
  }

  function recover(): void {
    if (!degraded) return;
    degraded = false;
    if (probe) clearInterval(probe);
    probe = null;
    log.info({}, 'Redis 已恢复，计数回到 Redis / Redis is back: counters and rate limits are shared again');
  }

  // Without an 'error' listener ioredis's errors would be unhandled events.
  // The socket closing is what tells the link at once; the errors that
  // follow while it reconnects say nothing new.
  redis.on('error', (error: Error) => degrade(error.message));
  redis.on('close', () => degrade('connection closed'));
  redis.on('ready', recover);
  if (redis.status !== 'ready' && redis.status !== 'connecting' && redis.status !== 'connect') degrade(`status ${redis.status}`);

  return {
    redis,
    usable: () => !degraded && redis.status === 'ready',
    failed(error) {
      degrade(error instanceof Error ? error.message : String(error));
    },
    state: () => (!degraded && redis.status === 'ready' ? 'up' : 'degraded'),
    close() {
      closing = true;
      if (probe) clearInterval(probe);
    },
  };
}
