import { createServer } from 'node:net';

// A port for a server another process will start. Asking the system for port 0 and handing the
// answer on is a race: the port is free again the moment the probe closes, and the system gives
// that same range to every outgoing connection (to PostgreSQL, Redis, the test servers), so on a
// busy machine another process's connection can take it before the server binds it. Ports below
// Linux's ephemeral range (32768–60999) are never handed out that way; one is picked at random
// there and checked free. A collision between two of our own picks is left to the odds (1 in
// about 12 000 for two servers starting together).
const LOWEST = 20_000;
const HIGHEST = 32_000;

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST));
    if (await bindable(port)) return port;
  }
  throw new Error(`Aucun port libre entre ${LOWEST} et ${HIGHEST}`);
}
