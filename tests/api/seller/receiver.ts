import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signingKeyOf } from '../../../server/services/seller/signature';
import { verifyWebhookSignature } from '../../../server/services/webhooks/signature';

export interface ReceivedEvent {
  id: string;
  type: string;
  version: number;
  data: { object: Record<string, unknown> };
}

/**
 * A seller's webhook endpoint over real HTTP: it checks each signature with
 * the client's secret as a receiver would, answers 503 while `down`, and
 * counts what it accepted per event id.
 */
export async function startReceiver(secret: () => string, options: { delayMs?: number } = {}) {
  const accepted: ReceivedEvent[] = [];
  const state = { down: false, refused: 0, badSignatures: 0 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const header = String(request.headers['yaopi-signature'] ?? '');
        // The signing time is the sender's (possibly simulated) clock: checked for form and HMAC, not freshness, here.
        const t = Number(/t=(\d+)/.exec(header)?.[1] ?? 0) * 1000;
        if (!verifyWebhookSignature(signingKeyOf(secret()), header, body, t)) {
          state.badSignatures += 1;
          response.writeHead(400).end();
          return;
        }
        if (state.down) {
          state.refused += 1;
          response.writeHead(503).end();
          return;
        }
        accepted.push(JSON.parse(body) as ReceivedEvent);
        response.writeHead(204).end();
      };
      if (options.delayMs) setTimeout(answer, options.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/yaopi`;
  return {
    url,
    state,
    accepted,
    /** How many times each event id was accepted. */
    timesById(): Map<string, number> {
      const times = new Map<string, number>();
      for (const event of accepted) times.set(event.id, (times.get(event.id) ?? 0) + 1);
      return times;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
