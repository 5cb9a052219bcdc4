/**
 * `npm start` / `npm run serve`: serves the static export in `out/` and, unless `--no-emulator`
 * is given, the services emulator the site calls by default, both in this one process.
 * Environment: PORT (3000), HOST (loopback only by default), EMULATOR_PORT (4010) and the other
 * EMULATOR_* variables described in emulator/main.ts.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { emulatorPortFromEnv, startEmulator } from '../emulator/server';
import { startStaticServer } from './static-server';

const DEFAULT_PORT = 3000;

const isErrno = (error: unknown, code: string) =>
  error instanceof Error && (error as NodeJS.ErrnoException).code === code;

function portFromEnv(): number {
  const raw = process.env.PORT?.trim();
  const port = raw ? Number(raw) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port number: "${raw}"`);
  return port;
}

async function main() {
  // A build with NEXT_DIST_DIR set exports there instead of out/ (see next.config.ts).
  const root = resolve(process.cwd(), process.env.NEXT_DIST_DIR || 'out');
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`${join(root, 'index.html')} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }

  const port = portFromEnv();
  const site = await startStaticServer({ root, port, host: process.env.HOST?.trim() || undefined }).catch(
    (error: unknown) => {
      if (isErrno(error, 'EADDRINUSE')) {
        console.error(`Port ${port} is already in use; set PORT to serve the site on another one.`);
        process.exit(1);
      }
      throw error;
    },
  );
  console.log(`Site: ${site.url}`);

  let closeEmulator = async () => {};
  if (!process.argv.includes('--no-emulator')) {
    try {
      const emulator = await startEmulator();
      closeEmulator = emulator.close;
      console.log(`Services emulator: ${emulator.url}`);
    } catch (error) {
      // Most likely `npm run emulator` is already running there; the site can use that one.
      if (!isErrno(error, 'EADDRINUSE')) throw error;
      console.warn(
        `Services emulator: http://localhost:${emulatorPortFromEnv()} (port already in use, so not started here; is \`npm run emulator\` running?)`,
      );
    }
  }

  const stop = () => {
    void Promise.all([site.close(), closeEmulator()]).then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('Could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
