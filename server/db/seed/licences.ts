import { requiredLicences, SCOPES_BY_LICENCE, type BusinessType, type LicenceKind } from '../../../shared/domain/licences';
import { chinaDate } from '../../../shared/domain/time';
import type { Transaction } from '../client';
import { licences, users } from '../schema';

const NUMBER_PREFIX: Record<LicenceKind, string> = {
  business: '91',
  drug: '冀AA',
  gsp: 'C-HeB',
  medical: 'PDY',
  proxy: 'WT',
  id_card: '1301',
};

function addDays(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Every seeded account (login accounts and stores) gets the documents its
 * business type needs (shared/domain/licences.ts): approved with the kind's
 * scope for verified buyers, pending for tydesheng. Expiry dates are years
 * ahead, except 同济堂 (tjtongji), whose GSP certificate runs out 20 days
 * after the seed, so the header's 30天内到期 warning has an example.
 * No file: the seed's documents were "checked on paper".
 */
export async function seedLicences(tx: Transaction, now = Date.now()): Promise<void> {
  const today = chinaDate(new Date(now));
  const accounts = await tx.select({ id: users.id, username: users.username, type: users.type, isPassed: users.isPassed }).from(users);
  for (const account of accounts) {
    for (const [index, kind] of requiredLicences(account.type as BusinessType).entries()) {
      const expiring = account.username === 'tjtongji' && kind === 'gsp';
      await tx.insert(licences).values({
        userId: account.id,
        kind,
        number: `${NUMBER_PREFIX[kind]}${String(20190000 + account.id * 37 + index * 7).padStart(10, '0')}`,
        expiresOn: expiring ? addDays(today, 20) : addDays(today, 3 * 365 + index * 60),
        status: account.isPassed ? 'approved' : 'pending',
        scope: account.isPassed ? [...SCOPES_BY_LICENCE[kind]] : [],
      });
    }
  }
}
