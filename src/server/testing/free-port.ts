import { createServer } from 'node:net';

/** The few ports this project's tests and scripts may take on a shared machine. */
const PORTS = [5421, 5422, 5423, 5424, 5425, 5426, 5427, 5428, 5429];

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port of the project's range that nothing listens on, for a test's own server. */
export async function freePort(): Promise<number> {
  for (const port of PORTS) if (await isFree(port)) return port;
  throw new Error(`no free port among ${PORTS.join(', ')}`);
}
