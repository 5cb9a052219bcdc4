/**
 * `npm start` / `npm run serve`: serves the static export in `out/` and, unless `--no-emulator`
 * is given, the services emulator the site calls by default, both in this one process. With
 * AI_PROVIDER_URL set (a model server that speaks the OpenAI API, or the emulator's /v1 in the
 * end-to-end tests) it also runs the AI gateway in front of it, on GATEWAY_PORT (4020).
 * Environment: PORT (3000), HOST (loopback only by default), EMULATOR_PORT (4010) and the other
 * EMULATOR_* variables described in emulator/main.ts, the AI_* variables in gateway/main.ts.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { emulatorPortFromEnv, startEmulator } from '../emulator/server';
import { gatewayOptionsFromEnv, gatewayPortFromEnv, startGateway } from '../gateway/node';
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

  let closeGateway = async () => {};
  if (process.env.AI_PROVIDER_URL?.trim()) {
    const origins = [
      site.url,
      site.url.replace('//localhost:', '//127.0.0.1:'),
      process.env.NEXT_PUBLIC_SITE_URL,
    ]
      .filter((origin): origin is string => Boolean(origin?.trim()))
      .map((origin) => origin.trim().replace(/\/+$/, ''));
    const options = gatewayOptionsFromEnv(process.env, {
      // AI_ALLOWED_ORIGINS wins; otherwise the site served here.
      ...(process.env.AI_ALLOWED_ORIGINS?.trim() ? {} : { allowedOrigins: [...new Set(origins)] }),
    });
    // One visitor on this machine, or the parallel browser tests from one address: roomier
    // per-client limits than a public deployment's, unless set.
    options.limits = {
      perClientBurst: 100,
      perClientPerMinute: 300,
      overallPerMinute: 1000,
      ...options.limits,
    };
    const gateway = await startGateway(options, { port: gatewayPortFromEnv() });
    closeGateway = gateway.close;
    console.log(`AI gateway: ${gateway.url}/v1 → ${options.providerUrl}`);
    const expected = `${gateway.url}/v1`;
    if (process.env.NEXT_PUBLIC_AI_URL?.trim() !== expected) {
      console.warn(
        `  The site calls the AI gateway only if it was built with NEXT_PUBLIC_AI_URL=${expected} (npm start does this when AI_PROVIDER_URL is set).`,
      );
    }
  }

  const stop = () => {
    void Promise.all([site.close(), closeEmulator(), closeGateway()]).then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('Could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
