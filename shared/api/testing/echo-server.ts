import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { recordEffects } from './bus-recorder';
import { resetConfig } from './config-reset';
import { sendEnvelope, startServer, type SeenRequest, type TestServer } from './http-server';

/** What a call test holds: the server, the bus effects recorded since the test began, and a switch that makes every answer a 503. */
export interface EchoServer {
  server: TestServer;
  recorder: ReturnType<typeof recordEffects>;
  failing: boolean;
}

/**
 * The setup of a client test against a real server: before all, a server on
 * an ephemeral port that answers each request with `data(request)` (or 503
 * while `failing`) and the client configured at it; before each, a fresh
 * effect recorder and `failing` off. Call at the top of a test file.
 */
export function echoServer(data: (request: SeenRequest) => unknown): EchoServer {
  const state = { failing: false } as EchoServer;
  beforeAll(async () => {
    state.server = await startServer((request, res) => {
      if (state.failing) return sendEnvelope(res, 503, { code: 503, message: 'down' });
      sendEnvelope(res, 200, { code: 10000, data: data(request) });
    });
    resetConfig({ apiBase: state.server.origin });
  });
  afterAll(async () => {
    await state.server.close();
    resetConfig();
  });
  beforeEach(() => {
    state.failing = false;
    state.recorder = recordEffects();
  });
  afterEach(() => state.recorder.stop());
  return state;
}
