import { and, desc, eq } from 'drizzle-orm';
import { Code } from '../../../shared/contract/codes';
import { CONTRACT_REQUIRED_MESSAGE, type PurchaseContract } from '../../../shared/contract/purchase-contract';
import type { Database, Transaction } from '../../db/client';
import { contractSignatures, users } from '../../db/schema';
import { AppError } from '../../errors';
import { seconds } from '../order/numbers';
import { readSettings } from '../site-settings';
import type { ClientMeta } from '../auth';
import { CONTRACT_SECTIONS, CONTRACT_TITLE, CURRENT_CONTRACT_VERSION } from './contract.text';

type Reader = Database | Transaction;

export const STALE_VERSION = '合同已更新，请阅读最新版本后再签署';

/** GET /api/contract: the current text with the parties filled in, and the buyer's signatures. */
export async function showContract(db: Database, userId: number): Promise<PurchaseContract> {
  const [[user], signatures, settings] = await Promise.all([
    db.select({ company: users.company }).from(users).where(eq(users.id, userId)),
    db.select().from(contractSignatures).where(eq(contractSignatures.userId, userId)).orderBy(desc(contractSignatures.signedAt)),
    readSettings(db, ['site_profile']),
  ]);
  const current = signatures.find((row) => row.version === CURRENT_CONTRACT_VERSION);
  const previous = current ? undefined : signatures[0];
  return {
    version: CURRENT_CONTRACT_VERSION,
    title: CONTRACT_TITLE,
    party_a: settings.site_profile.company || '药批平台运营方',
    party_b: user?.company ?? '',
    sections: CONTRACT_SECTIONS.map((section) => ({ heading: section.heading, body: [...section.body] })),
    signed: current ? { version: current.version, signer_name: current.signerName, signed_at: seconds(current.signedAt) } : null,
    previous: previous ? { version: previous.version, signed_at: seconds(previous.signedAt) } : null,
  };
}

/** POST /api/contract/sign: records who (the buyer, their contact name), when, which version, from where. */
export async function signContract(db: Database, userId: number, version: string, meta: ClientMeta): Promise<PurchaseContract> {
  if (version !== CURRENT_CONTRACT_VERSION) throw AppError.field('version', STALE_VERSION);
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  await db
    .insert(contractSignatures)
    .values({ userId, version, signerName: user?.name ?? '', ip: meta.ip, userAgent: meta.userAgent.slice(0, 300) })
    .onConflictDoNothing({ target: [contractSignatures.userId, contractSignatures.version] });
  return showContract(db, userId);
}

/** docs/product/errors.md 459 unless the buyer signed the current version. */
export async function assertContractSigned(db: Reader, userId: number): Promise<void> {
  const [row] = await db
    .select({ id: contractSignatures.id })
    .from(contractSignatures)
    .where(and(eq(contractSignatures.userId, userId), eq(contractSignatures.version, CURRENT_CONTRACT_VERSION)))
    .limit(1);
  if (!row) throw new AppError(Code.CONTRACT_REQUIRED, CONTRACT_REQUIRED_MESSAGE);
}
