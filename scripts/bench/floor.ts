import { cpSync, existsSync, rmSync } from 'node:fs';
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
