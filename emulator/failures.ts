/**
 * The failure switch: tests ask the emulator to make the next requests to a service fail in a
 * given way, so the site's error handling can be exercised without the real services.
 */

export const FAILURE_MODES = ['error', 'http500', 'badjson', 'slow', 'drop'] as const;
export type FailureMode = (typeof FAILURE_MODES)[number];

export const SERVICE_ROUTES = ['signup', 'leads', 'ai'] as const;
export type ServiceRoute = (typeof SERVICE_ROUTES)[number];

export const DEFAULT_SLOW_DELAY_MS = 15_000;

export interface FailureRule {
  mode: FailureMode;
  /** Absent means every service route. */
  route?: ServiceRoute;
  /** Requests left to fail; Infinity for a permanent failure. */
  remaining: number;
  delayMs: number;
}

export interface FailureSwitch {
  add(rule: FailureRule): void;
  /** Finds the first rule for this route and uses up one of its requests. */
  take(route: ServiceRoute): FailureRule | undefined;
  clear(): void;
  list(): FailureRule[];
}

export function createFailureSwitch(initial: FailureRule[] = []): FailureSwitch {
  let rules = [...initial];
  return {
    add(rule) {
      rules.push(rule);
    },
    take(route) {
      const rule = rules.find((candidate) => !candidate.route || candidate.route === route);
      if (!rule) return undefined;
      rule.remaining -= 1;
      if (rule.remaining <= 0) rules = rules.filter((candidate) => candidate !== rule);
      return { ...rule };
    },
    clear() {
      rules = [];
    },
    list() {
      return rules.map((rule) => ({ ...rule }));
    },
  };
}

const isFailureMode = (value: unknown): value is FailureMode =>
  typeof value === 'string' && (FAILURE_MODES as readonly string[]).includes(value);

const isServiceRoute = (value: unknown): value is ServiceRoute =>
  typeof value === 'string' && (SERVICE_ROUTES as readonly string[]).includes(value);

const isNonNegativeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

export type ParseResult = { ok: true; rule: FailureRule } | { ok: false; error: string };

/** Validates the JSON body of `POST /__emulator/fail`. */
export function parseFailureRequest(body: unknown): ParseResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'body must be a JSON object' };
  }
  const { mode, route, count, delayMs } = body as Record<string, unknown>;
  if (!isFailureMode(mode)) return { ok: false, error: `mode must be one of ${FAILURE_MODES.join(', ')}` };
  if (route !== undefined && route !== 'all' && !isServiceRoute(route)) {
    return { ok: false, error: `route must be one of ${SERVICE_ROUTES.join(', ')}` };
  }
  if (count !== undefined && !(Number.isInteger(count) && (count as number) >= 1)) {
    return { ok: false, error: 'count must be a whole number of at least 1' };
  }
  if (delayMs !== undefined && !isNonNegativeNumber(delayMs)) {
    return { ok: false, error: 'delayMs must be a number of milliseconds' };
  }
  return {
    ok: true,
    rule: {
      mode,
      route: isServiceRoute(route) ? route : undefined,
      remaining: (count as number | undefined) ?? 1,
      delayMs: delayMs ?? DEFAULT_SLOW_DELAY_MS,
    },
  };
}

/** Reads `EMULATOR_FAIL=mode[:route]`, a failure that lasts for the whole run. */
export function parsePermanentFailure(spec: string | undefined): FailureRule | undefined {
  if (!spec || !spec.trim()) return undefined;
  const [mode, route] = spec.trim().split(':');
  if (!isFailureMode(mode) || (route !== undefined && route !== 'all' && !isServiceRoute(route))) {
    throw new Error(
      `EMULATOR_FAIL must look like mode[:route] with mode in ${FAILURE_MODES.join('|')} and route in ${SERVICE_ROUTES.join('|')}; got "${spec}"`,
    );
  }
  return {
    mode,
    route: isServiceRoute(route) ? route : undefined,
    remaining: Number.POSITIVE_INFINITY,
    delayMs: DEFAULT_SLOW_DELAY_MS,
  };
}
