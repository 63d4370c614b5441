import type { Envelope } from '../../../shared/contract/envelope';
import type { Database } from '../../../server/db/client';
import { signedHeaders } from '../../../server/services/seller/signature';
import { adminCommand } from '../../support/admin-cli';

/** A seller client registered through the admin command, as an operator would, with the secret it printed. */
export async function registerSellerClient(
  db: Database,
  clientId: string,
  scopes: string[],
  extra: string[] = [],
): Promise<{ clientId: string; secret: string }> {
  const run = await adminCommand(db, 'seller-client', 'add', clientId, '--name', `ERP ${clientId}`, ...scopes.flatMap((s) => ['--scope', s]), ...extra);
  const secret = /ypsk_[A-Za-z0-9_-]{43}/.exec(run.stdout)?.[0];
  if (run.code !== 0 || !secret) throw new Error(`seller-client add failed: ${run.stderr}`);
  return { clientId, secret };
}

export interface SellerCall {
  method?: 'GET' | 'POST';
  body?: unknown;
  requestId?: string;
  /** Override parts of the signature (tests of refusals). */
  timestamp?: string;
  nonce?: string;
  secret?: string;
  /** Sign this body but send `body`. */
  signedBody?: string;
}

export interface SellerAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
  /** The headers sent, to replay the exact request. */
  sent: { headers: Record<string, string>; body: string | undefined };
}

/** A signed request to /api/seller/v1 as the ERP sends it. */
export function sellerFetcher(base: string, client: { clientId: string; secret: string }) {
  return async <T = unknown>(path: string, call: SellerCall = {}): Promise<SellerAnswer<T>> => {
    const method = call.method ?? (call.body === undefined ? 'GET' : 'POST');
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const headers: Record<string, string> = {
      ...signedHeaders(client.clientId, call.secret ?? client.secret, {
        method,
        path,
        body: call.signedBody ?? body ?? '',
        ...(call.timestamp ? { timestamp: call.timestamp } : {}),
        ...(call.nonce ? { nonce: call.nonce } : {}),
      }),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(call.requestId ? { 'x-request-id': call.requestId } : {}),
    };
    return send<T>(base, path, method, headers, body);
  };
}

/** Sends exactly these headers and body (a replay). */
export async function send<T = unknown>(
  base: string,
  path: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<SellerAnswer<T>> {
  const response = await fetch(`${base}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await response.text();
  let parsed: Envelope<T>;
  try {
    parsed = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${method} ${path} answered ${response.status} with a non-JSON body: ${text.slice(0, 200)}`);
  }
  return { status: response.status, headers: response.headers, body: parsed, sent: { headers, body } };
}
