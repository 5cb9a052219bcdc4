/**
 * `npm run emulator`: the services emulator on its own.
 * Environment: EMULATOR_PORT (4010), EMULATOR_DATA_FILE (.emulator-data/received.jsonl),
 * EMULATOR_ALLOWED_ORIGINS (comma list, default any), EMULATOR_FAIL (mode[:route]).
 */
import { startEmulator } from './server';

async function main() {
  const emulator = await startEmulator();
  console.log(`Services emulator: ${emulator.url}`);
  console.log(`Recording to ${emulator.dataFile}`);
  if (process.env.EMULATOR_FAIL) console.log(`Permanent failure switched on: ${process.env.EMULATOR_FAIL}`);

  const stop = () => {
    void emulator.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') {
    console.error(
      'Services emulator: the port is already in use (is another emulator running?). Set EMULATOR_PORT to use another.',
    );
  } else {
    console.error('Services emulator failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
