import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sellerClients } from '../../db/schema';
import { addSellerClient, rotateSellerClientKey, SellerClientInputError } from '../seller/clients';
import { localSellerEnabled } from '../seller/local-seller';
import { sellerApiClient, type SellerApiClient } from './client';
import { localSellerTiming } from './timing';
import { localSellerReactor, type LocalSellerReactor } from './reactor';
import { startLocalSellerReceiver, type LocalSellerReceiver } from './webhook-receiver';

/**
 * How the local seller gets its key: like an operator running
 * `npm run admin -- seller-client add --webhook-url …`, the node registers
 * a seller client for itself (scopes orders, fulfilment, after-sales) with
 * the URL of its own webhook listener (webhook-receiver.ts), at start
 * (main.ts) or on the first lifecycle job that needs it, and keeps the
 * secret in memory only. One client per host and port, so nodes never
 * rotate each other's key; a node that restarts takes a new secret and
 * points the client at its new listener. With LOCAL_SELLER=off nothing is
 * registered or listens and the jobs move nothing: the wholesaler's ERP is
 * the only seller client.
 */
export interface LocalSellerSource {
  (): Promise<SellerApiClient | null>;
  /** Resolves once the webhook reaction has nothing scheduled or running (tests set the delays to 0). */
  idle(): Promise<void>;
  /** Stops the listener and drops the scheduled steps (the app closes). */
  close(): Promise<void>;
}

export function localSellerClientId(host: string, port: number): string {
  return `local-seller-${createHash('sha256').update(`${host}:${port}`).digest('hex').slice(0, 12)}`;
}

async function register(db: Database, clientId: string, webhookUrl: string): Promise<string> {
  try {
    const { secret } = await addSellerClient(db, { clientId, name: '本地演示商家', scopes: ['orders', 'fulfilment', 'after-sales'], webhookUrl });
    return secret;
  } catch (error) {
    if (!(error instanceof SellerClientInputError)) throw error;
    // Taken: this host and port registered it before a restart; only this node signs with it, and its listener moved.
    const secret = await rotateSellerClientKey(db, clientId);
    if (!secret) throw error;
    await db
      .update(sellerClients)
      .set({ webhookUrl, updatedAt: sql`now()` })
      .where(eq(sellerClients.clientId, clientId));
    return secret;
  }
}

/**
 * The local seller of an app listening at `origin()` (answers null before
 * it listens): its listener started and its client registered once, on
 * first use, and memoised; a failed start is tried again on the next call.
 */
export function localSellerSource(
  db: Database,
  origin: () => { baseUrl: string; port: number } | null,
  onError: (error: unknown) => void = () => {},
): LocalSellerSource {
  let started: Promise<{ api: SellerApiClient; receiver: LocalSellerReceiver; reactor: LocalSellerReactor }> | null = null;
  async function start(at: { baseUrl: string; port: number }) {
    const clientId = localSellerClientId(hostname(), at.port);
    const host = new URL(at.baseUrl).hostname.replace(/^\[|\]$/g, '');
    const secret = { value: '' };
    let reactor: LocalSellerReactor | null = null;
    const receiver = await startLocalSellerReceiver(
      host,
      () => secret.value,
      (event) => reactor?.react(event),
    );
    try {
      secret.value = await register(db, clientId, receiver.url);
    } catch (error) {
      await receiver.close();
      throw error;
    }
    const api = sellerApiClient({ baseUrl: at.baseUrl, clientId, secret: secret.value });
    reactor = localSellerReactor(api, () => localSellerTiming(), onError);
    return { api, receiver, reactor };
  }
  const source = async () => {
    if (!localSellerEnabled()) return null;
    const at = origin();
    if (!at) return null;
    started ??= start(at);
    try {
      return (await started).api;
    } catch (error) {
      started = null;
      throw error;
    }
  };
  return Object.assign(source, {
    idle: async () => {
      const running = await started?.catch(() => null);
      await running?.reactor.idle();
    },
    close: async () => {
      const running = await started?.catch(() => null);
      started = null;
      running?.reactor.close();
      await running?.receiver.close();
    },
  });
}
