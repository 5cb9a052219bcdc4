export function slowestSpecs(
  report: { suites?: unknown[] },
  count?: number,
): { file: string; tests: number; ms: number }[];
