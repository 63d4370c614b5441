import { startedServer, stopServer } from './server-process';

export default async function globalTeardown(): Promise<void> {
  const server = startedServer();
  if (server) await stopServer(server);
}
