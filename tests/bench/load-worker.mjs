// The load generator's thread (harness.ts loadGenerator): it fires each batch
// of requests at once and times every answer, on an event loop of its own,
// so the clients' HTTP work does not queue on the server's event loop and
// count as the server's time. Plain JavaScript: a worker thread is started
// by Node itself, without the TypeScript loader the bench runs under.
import { parentPort } from 'node:worker_threads';

/** @param {{ url: string, headers: Record<string, string>, body: string }} shot */
async function fire(shot) {
  const started = performance.now();
  const response = await fetch(shot.url, { method: 'POST', headers: shot.headers, body: shot.body });
  const body = await response.json();
  return { ms: performance.now() - started, status: response.status, code: body.code ?? 0, message: body.message ?? '' };
}

parentPort.on('message', async ({ id, shots }) => {
  try {
    parentPort.postMessage({ id, results: await Promise.all(shots.map(fire)) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
