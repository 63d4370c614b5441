import { CURRENT_CONTRACT_VERSION } from '../../../shared/contract/purchase-contract';
import type { Transaction as Tx } from '../client';
import { contractSignatures, users } from '../schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every seeded account (stores included) signed the current purchase
 * agreement when it was opened, a month ago: they have ordered under it
 * (the demo and test buyers order at once). A new version or a new account
 * starts unsigned and meets /dzht at its first order.
 */
export async function seedContractSignatures(tx: Tx, now = new Date()): Promise<void> {
  const accounts = await tx.select({ id: users.id, name: users.name }).from(users);
  if (accounts.length === 0) return;
  const signedAt = new Date(now.getTime() - 30 * DAY_MS);
  await tx.insert(contractSignatures).values(
    accounts.map((account) => ({
      userId: account.id,
      version: CURRENT_CONTRACT_VERSION,
      signerName: account.name,
      ip: '',
      userAgent: '开户时签署',
      signedAt,
    })),
  );
}
