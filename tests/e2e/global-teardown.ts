import { startedServers, stopServer } from './server-process';

export default async function globalTeardown(): Promise<void> {
  await Promise.all(startedServers().map(stopServer));
}
