// Plain JavaScript so that the browser runner's Node config (an .mjs) and the
// TypeScript suites import the one copy; free-port.d.mts gives it its type.
import { createServer } from 'node:net';

/** A port nobody listens on right now: the OS picks one, we release it and hand it to the server. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}
