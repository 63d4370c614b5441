import { signedHeaders } from '../seller/signature';

/**
 * A seller client of /api/seller/v1 over real HTTP, as the wholesaler's ERP
 * talks to it: every request signed with the client's secret, every write
 * carrying the caller's request id so a retry applies once. It knows
 * nothing of the database: the local seller simulation uses only this.
 */
export interface SellerApiClient {
  get<T>(path: string): Promise<T>;
  /** A write; `requestId` makes it idempotent (the server answers a repeat with the first answer). */
  post<T>(path: string, body: unknown, requestId: string): Promise<T>;
}

/** A refused call: the status and the server's message, for the caller to decide whether to skip or stop. */
export class SellerApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface SellerApiCredentials {
  /** Origin of the server, e.g. http://127.0.0.1:8080 */
  baseUrl: string;
  clientId: string;
  secret: string;
}

export function sellerApiClient(credentials: SellerApiCredentials, fetcher: typeof fetch = fetch): SellerApiClient {
  const base = credentials.baseUrl.replace(/\/+$/, '');
  async function call<T>(method: 'GET' | 'POST', path: string, body: string | undefined, requestId?: string): Promise<T> {
    const headers: Record<string, string> = {
      ...signedHeaders(credentials.clientId, credentials.secret, { method, path, body: body ?? '' }),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(requestId ? { 'x-request-id': requestId } : {}),
    };
    const response = await fetcher(`${base}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await response.text();
    let envelope: { data?: T; message?: string };
    try {
      envelope = JSON.parse(text) as { data?: T; message?: string };
    } catch {
      throw new SellerApiError(response.status, `${method} ${path}: ${text.slice(0, 200)}`);
    }
    if (!response.ok) throw new SellerApiError(response.status, envelope.message ?? `${method} ${path} → ${response.status}`);
    return envelope.data as T;
  }
  return {
    get: (path) => call('GET', path, undefined),
    post: (path, body, requestId) => call('POST', path, JSON.stringify(body), requestId),
  };
}
