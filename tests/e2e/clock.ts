import type { APIRequestContext } from '@playwright/test';
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
