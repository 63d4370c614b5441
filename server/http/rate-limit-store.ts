import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { AttemptStore } from '../services/auth/attempt-store';

/**
 * A store for @fastify/rate-limit (chat, uploads, OAuth token limits) on the
 * app's counters, so those limits fall back to per-node memory with the
 * login counters when Redis is down (failoverAttemptStore), instead of
 * failing every request or being skipped. Fixed windows, as the counters
 * count; the routes use only max and timeWindow.
 */
export function countersRateLimitStore(counters: AttemptStore, clock: () => number, prefix = 'rl:'): new () => FastifyRateLimitStore {
  class CountersStore implements FastifyRateLimitStore {
    constructor(private readonly scope = 'global') {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = clock();
      counters.hitWindow(`${prefix}${this.scope}:${key}`, now, timeWindow).then(
        (current) => callback(null, { current, ttl: timeWindow - (now % timeWindow) }),
        (error: unknown) => callback(error as Error),
      );
    }

    // Each limited route counts on its own keys, as @fastify/rate-limit's own stores do.
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const info = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = Array.isArray(info?.method) ? info.method.join(',') : (info?.method ?? '');
      return new CountersStore(`${method}${info?.url ?? ''}`);
    }
  }
  return CountersStore;
}
