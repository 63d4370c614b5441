import { expect, type APIRequestContext } from '@playwright/test';
import { controlHeaders } from './test-control';

/**
 * Runs the e2e server's order lifecycle as if `seconds` had passed (shipping,
 * auto-complete, after-sales review), through its test double of time
 * (server/routes/test-control.ts). Returns how many rows each job moved.
 */
export async function advanceLifecycle(request: APIRequestContext, seconds: number): Promise<Record<string, number>> {
  const response = await request.post('/api/test/lifecycle', { data: { advance_seconds: seconds }, headers: controlHeaders() });
  const body = (await response.json()) as { code: number; message: string; data: Record<string, number> };
  if (body.code !== 10000) throw new Error(`advancing the lifecycle: ${body.code} ${body.message}`);
  return body.data;
}

/**
 * Moves the lifecycle on by `seconds` until the order at /api/order/{id} has
 * `status`. Judged by the order, not by one run's counts: another spec's run
 * (or the server's own loop) at the same moment may be the one whose job
 * moves this order's rows, and may still be moving them when this run answers.
 */
export async function advanceUntilStatus(request: APIRequestContext, seconds: number, orderId: number, status: number): Promise<void> {
  await expect
    .poll(async () => {
      await advanceLifecycle(request, seconds);
      const response = await request.get(`/api/order/${orderId}`);
      return ((await response.json()) as { data: { status: number } }).data.status;
    })
    .toBe(status);
}
