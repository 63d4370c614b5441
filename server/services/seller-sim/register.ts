import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/client';
import { addSellerClient, rotateSellerClientKey, SellerClientInputError } from '../seller/clients';
import { localSellerEnabled } from '../seller/local-seller';
import { sellerApiClient, type SellerApiClient } from './client';

/**
 * How the local seller gets its key: like an operator running
 * `npm run admin -- seller-client add`, the node registers a seller client
 * for itself (scopes orders, fulfilment, after-sales; no webhook URL, it
 * polls) the first time a lifecycle job needs it, and keeps the secret in
 * memory only. One client per host and port, so nodes never rotate each
 * other's key; a node that restarts takes a new secret for its own client.
 * With LOCAL_SELLER=off nothing is registered and the jobs move nothing:
 * the wholesaler's ERP is the only seller client.
 */
export type LocalSellerSource = () => Promise<SellerApiClient | null>;

export function localSellerClientId(host: string, port: number): string {
  return `local-seller-${createHash('sha256').update(`${host}:${port}`).digest('hex').slice(0, 12)}`;
}

async function register(db: Database, clientId: string): Promise<string> {
  try {
    const { secret } = await addSellerClient(db, { clientId, name: '本地演示商家', scopes: ['orders', 'fulfilment', 'after-sales'] });
    return secret;
  } catch (error) {
    if (!(error instanceof SellerClientInputError)) throw error;
    // Taken: this host and port registered it before a restart; only this node signs with it.
    const secret = await rotateSellerClientKey(db, clientId);
    if (!secret) throw error;
    return secret;
  }
}

/**
 * The local seller of an app listening at `origin()` (answers null before
 * it listens): registered once, on first use, and memoised; a failed
 * registration is tried again on the next call.
 */
export function localSellerSource(db: Database, origin: () => { baseUrl: string; port: number } | null): LocalSellerSource {
  let client: Promise<SellerApiClient> | null = null;
  return async () => {
    if (!localSellerEnabled()) return null;
    const at = origin();
    if (!at) return null;
    client ??= register(db, localSellerClientId(hostname(), at.port)).then((secret) =>
      sellerApiClient({ baseUrl: at.baseUrl, clientId: localSellerClientId(hostname(), at.port), secret }),
    );
    try {
      return await client;
    } catch (error) {
      client = null;
      throw error;
    }
  };
}
