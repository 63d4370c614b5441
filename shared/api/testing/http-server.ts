import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the test server saw it: raw body included, for form-encoding checks. */
export interface SeenRequest {
  method: string;
  /** Path without the query. */
  path: string;
  /** The raw query string, without `?`. */
  query: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (request: SeenRequest, response: ServerResponse) => void;

export interface TestServer {
  /** `http://127.0.0.1:<port>`, for configure({ apiBase }). */
  origin: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on an ephemeral port: the client under test talks to it over the wire. */
export async function startServer(handler: Handler): Promise<TestServer> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const [path = '/', query = ''] = (req.url ?? '/').split('?');
      const request: SeenRequest = {
        method: req.method ?? 'GET',
        path,
        query,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      handler(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        // Held-open requests (timeout and cancel tests) would keep close() waiting.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers with an envelope, the HTTP status given (the server mirrors codes in statuses). */
export function sendEnvelope(
  res: ServerResponse,
  status: number,
  envelope: { code: number; message?: string; data?: unknown; errors?: Record<string, string[]> },
): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ message: '', data: null, ...envelope }));
}
