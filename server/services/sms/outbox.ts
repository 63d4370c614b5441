import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { smsOutbox } from '../../db/schema';

/** The 6-digit code in the local provider's last message to `phone`, or null (tests and test-control read it). */
export async function latestOutboxCode(db: Database, phone: string): Promise<string | null> {
  const [row] = await db.select({ body: smsOutbox.body }).from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1);
  return row ? (/验证码 (\d{6})/.exec(row.body)?.[1] ?? null) : null;
}
