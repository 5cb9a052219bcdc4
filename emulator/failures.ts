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
  /**
   * Only requests whose body contains this text meet the rule. Tests running in parallel share
   * one emulator, so each test scopes its failure to its own unique email address.
   */
  match?: string;
}

export interface FailureSwitch {
  add(rule: FailureRule): void;
  /** Finds the first rule for this route (and body) and uses up one of its requests. */
  take(route: ServiceRoute, body?: string): FailureRule | undefined;
  clear(): void;
  list(): FailureRule[];
}

export function createFailureSwitch(initial: FailureRule[] = []): FailureSwitch {
  let rules = [...initial];
  return {
    add(rule) {
      rules.push(rule);
    },
    take(route, body = '') {
      const rule = rules.find(
        (candidate) =>
          (!candidate.route || candidate.route === route) &&
          (candidate.match === undefined || bodyContains(body, candidate.match)),
      );
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

/** Form posts encode `@` and spaces, so the decoded body is searched too. */
function bodyContains(body: string, text: string): boolean {
  if (body.includes(text)) return true;
  try {
    return decodeURIComponent(body.replace(/\+/g, ' ')).includes(text);
  } catch {
    return false;
  }
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
  const { mode, route, count, delayMs, match } = body as Record<string, unknown>;
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
  if (match !== undefined && (typeof match !== 'string' || match === '')) {
    return { ok: false, error: 'match must be a non-empty string' };
  }
  return {
    ok: true,
    rule: {
      mode,
      route: isServiceRoute(route) ? route : undefined,
      remaining: (count as number | undefined) ?? 1,
      delayMs: delayMs ?? DEFAULT_SLOW_DELAY_MS,
      ...(match !== undefined ? { match: match as string } : {}),
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
