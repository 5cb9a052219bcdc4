/**
 * A production build with no service addresses would send every sign-up and lead to the
 * visitor's own computer (the emulator's localhost default), and say nothing. So the build
 * refuses unless the addresses are set, or the local emulator is asked for by name
 * (BUILD_WITH_EMULATOR=1: `npm start`, the tests and the benchmarks do).
 */
export const EMULATOR_OPT_IN = 'BUILD_WITH_EMULATOR';

export const SERVICE_URL_VARIABLES = [
  'NEXT_PUBLIC_SITE_URL',
  'NEXT_PUBLIC_TRIAL_API_URL',
  'NEXT_PUBLIC_LEADS_URL',
] as const;

/** The message to stop the build with, or null when it may go on. */
export function serviceConfigProblem(environment: Record<string, string | undefined>): string | null {
  if (environment[EMULATOR_OPT_IN] === '1') return null;
  const missing = SERVICE_URL_VARIABLES.filter((name) => !environment[name]?.trim());
  if (missing.length === 0) return null;
  return [
    `This production build has no ${missing.join(', ')}.`,
    'Without them the site would send sign-ups and leads to http://localhost:4010, the local services emulator, on each visitor’s own computer.',
    `Set them to the real services (see README, "Configuration"), or build against the emulator on purpose with ${EMULATOR_OPT_IN}=1 (npm start does this).`,
  ].join('\n');
}
