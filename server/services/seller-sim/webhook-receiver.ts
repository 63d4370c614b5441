import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signingKeyOf } from '../seller/signature';
import { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from '../webhooks/signature';
import type { LocalSellerEvent } from './reactor';

/** Larger bodies are not yaopi's events (each names one object and a few fields). */
const MAX_BODY_BYTES = 64 * 1024;
/** Event ids already taken, kept so a repeated delivery (a replay, a lost answer) is acted on once. */
const REMEMBERED_EVENTS = 10_000;

export interface LocalSellerReceiver {
  /** The URL the local seller client is registered with, e.g. http://127.0.0.1:41234/hooks/yaopi */
  url: string;
  close(): Promise<void>;
}

/**
 * The local seller's webhook endpoint: an HTTP listener of its own beside
 * the app (on the app's host, a port the system picks), as an ERP has its
 * own. It checks each delivery's Yaopi-Signature over the raw body with the
 * client's signing key, within 5 minutes, and answers 400 without acting
 * when it fails; a good one is answered 204 and handed to `onEvent` once
 * per event id. The secret is read per request, so a rotated key applies at once.
 */
export async function startLocalSellerReceiver(host: string, secret: () => string, onEvent: (event: LocalSellerEvent) => void): Promise<LocalSellerReceiver> {
  const seen = new Set<string>();
  const server: Server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/hooks/yaopi') {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = String(request.headers[WEBHOOK_SIGNATURE_HEADER] ?? '');
      if (size > MAX_BODY_BYTES || !verifyWebhookSignature(signingKeyOf(secret()), header, body, Date.now())) {
        response.writeHead(400).end();
        return;
      }
      let event: LocalSellerEvent;
      try {
        event = JSON.parse(body) as LocalSellerEvent;
      } catch {
        response.writeHead(400).end();
        return;
      }
      if (typeof event?.id === 'string' && !seen.has(event.id) && event.data && typeof event.data.object === 'object') {
        if (seen.size >= REMEMBERED_EVENTS) seen.clear();
        seen.add(event.id);
        onEvent(event);
      }
      response.writeHead(204).end();
    });
    request.on('error', () => response.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  // The app's lifetime decides the process's, not this listener's.
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/hooks/yaopi`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
