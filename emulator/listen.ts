import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';

type FetchHandler = Parameters<typeof createAdaptorServer>[0]['fetch'];

export interface ListeningServer {
  /** `http://localhost:<port>`, the address browsers and the site use. */
  url: string;
  port: number;
  close(): Promise<void>;
}

const listen = (server: Server, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    // Keep-alive and slow (emulated) requests would otherwise hold `close` open.
    server.closeAllConnections();
  });

/**
 * Serves `fetch` on the loopback addresses only. `localhost` resolves to 127.0.0.1 on some
 * machines and ::1 on others, and browsers may try either, so without `host` both are bound
 * (::1 only where IPv6 exists). Nothing is exposed to the local network unless `host` says so.
 */
export async function listenOnLocalhost(
  fetch: FetchHandler,
  port: number,
  host?: string,
): Promise<ListeningServer> {
  const servers: Server[] = [];
  const open = () => {
    const server = createAdaptorServer({ fetch }) as Server;
    servers.push(server);
    return server;
  };

  const boundPort = await listen(open(), port, host ?? '127.0.0.1');
  if (!host) {
    const ipv6 = open();
    try {
      await listen(ipv6, boundPort, '::1');
    } catch {
      // No IPv6 loopback, or the port is taken there: 127.0.0.1 alone still serves `localhost`.
      servers.pop();
    }
  }

  const displayHost =
    !host || host === '127.0.0.1' || host === '::1' || host === '0.0.0.0' || host === '::'
      ? 'localhost'
      : host;
  return {
    url: `http://${displayHost}:${boundPort}`,
    port: boundPort,
    close: async () => {
      await Promise.all(servers.map(closeServer));
    },
  };
}
