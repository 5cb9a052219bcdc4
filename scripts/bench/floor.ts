import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { measureCommand, type CommandRun } from './measure-command';

/** The bare Next app every template is compared with, built with the project's own next. */
export const FLOOR_SOURCE = resolve(process.cwd(), 'bench/floor-app');

/**
 * Where the floor is built: a copy of bench/floor-app in a `.next*` folder at the project root,
 * which git, ESLint, TypeScript and Prettier already ignore (Next leaves build files and generated
 * types next to the app it builds). One per private build folder, so parallel runs do not collide.
 */
export function floorWorkDir(): string {
  const site = process.env.NEXT_DIST_DIR;
  const suffix = site ? basename(site).replace(/^\.?next-?/, '') : '';
  return resolve(process.cwd(), suffix ? `.next-floor-${suffix}` : '.next-floor');
}

/** The floor's static export, inside its work folder (distDir in bench/floor-app/next.config.mjs). */
export const floorRoot = () => join(floorWorkDir(), 'export');

export async function buildFloor(
  options: { echo?: boolean } = {},
): Promise<{ root: string; run: CommandRun }> {
  const work = floorWorkDir();
  rmSync(work, { recursive: true, force: true });
  cpSync(FLOOR_SOURCE, work, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, FLOOR_DIST_DIR: 'export', NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NEXT_DIST_DIR;
  const nextBin = resolve(process.cwd(), 'node_modules/next/dist/bin/next');
  const run = await measureCommand(process.execPath, [nextBin, 'build', work], { env, echo: options.echo });
  const root = floorRoot();
  if (run.code !== 0 || !existsSync(join(root, 'index.html'))) {
    throw new Error(`The floor app (bench/floor-app) did not build:\n${run.output.slice(-3000)}`);
  }
  return { root, run };
}

/**
 * The floor's export from an earlier run when neither bench/floor-app nor the installed Next and
 * React changed, so the test run builds it once per clone instead of every time. The bench itself
 * calls buildFloor(), because it reports the floor's build time.
 */
export async function cachedFloor(): Promise<{ root: string; cached: boolean }> {
  const cache = resolve(process.cwd(), '.next-floor-cache', floorKey());
  if (existsSync(join(cache, 'index.html'))) return { root: cache, cached: true };
  const { root } = await buildFloor();
  rmSync(resolve(process.cwd(), '.next-floor-cache'), { recursive: true, force: true });
  cpSync(root, `${cache}.tmp`, { recursive: true });
  // Renamed into place only once complete, so an interrupted copy is never taken for a build.
  renameSync(`${cache}.tmp`, cache);
  return { root: cache, cached: false };
}

function floorKey(): string {
  const hash = createHash('sha256');
  for (const pkg of ['next', 'react', 'react-dom']) {
    hash.update(readFileSync(resolve(process.cwd(), 'node_modules', pkg, 'package.json')));
  }
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(`${path.slice(FLOOR_SOURCE.length)}\0`).update(readFileSync(path));
    }
  };
  walk(FLOOR_SOURCE);
  return hash.digest('hex').slice(0, 16);
}
