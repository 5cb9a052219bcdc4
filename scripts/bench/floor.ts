import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { measureCommand, type CommandRun } from './measure-command';
import { pageWeight, type PageWeight } from './page-weight';

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

/** The installed versions the floor is built with: a floor measurement holds for these only. */
export function floorVersions(): Record<string, string> {
  return Object.fromEntries(
    ['next', 'react', 'react-dom'].map((pkg) => {
      const file = resolve(process.cwd(), 'node_modules', pkg, 'package.json');
      return [pkg, (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version];
    }),
  );
}

/** Names the floor's inputs: bench/floor-app's files and the versions of Next and React. */
export function floorKey(versions = floorVersions()): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(versions));
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

/** The committed measurement of the floor (bench/floor-weight.json), so a clean clone need not build it. */
export const FLOOR_MEASUREMENT = resolve(process.cwd(), 'bench/floor-weight.json');

export interface FloorMeasurement {
  about: string;
  key: string;
  versions: Record<string, string>;
  weight: PageWeight;
}

/**
 * The floor's weight for the size gate: the committed measurement when it was taken with this
 * bench/floor-app and these versions of Next and React (the floor changes with nothing else), else
 * a fresh build of the floor, measured and written back for committing. Every page is still measured
 * from the export on every run, so a page that grows breaches its budget either way.
 */
export async function floorWeightFor(
  options: {
    file?: string;
    key?: string;
    versions?: Record<string, string>;
    build?: () => Promise<{ root: string }>;
  } = {},
): Promise<{ weight: PageWeight; from: 'committed' | 'built' }> {
  const file = options.file ?? FLOOR_MEASUREMENT;
  const versions = options.versions ?? floorVersions();
  const key = options.key ?? floorKey(versions);
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<FloorMeasurement>;
    if (saved.key === key && saved.weight) return { weight: saved.weight, from: 'committed' };
  }
  const { root } = await (options.build ?? cachedFloor)();
  const weight = pageWeight(root, join(root, 'index.html'));
  const measurement: FloorMeasurement = {
    about:
      'The bare Next page (bench/floor-app) the size budgets are measured against, in gzip bytes. Written by scripts/bench/check-budgets.ts when bench/floor-app or the versions below change; commit it, so a clean clone reads it instead of building the floor.',
    key,
    versions,
    weight,
  };
  writeFileSync(file, `${JSON.stringify(measurement, null, 2)}\n`);
  return { weight, from: 'built' };
}
