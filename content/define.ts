import { z } from 'zod';

/**
 * Content is edited by hand; a mistake must fail the build with a message a marketer can act on:
 * the file, the entry and the field. Every content module passes its data through here when it is
 * first imported, which happens while Next builds the pages that use it.
 */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly issues: string[],
  ) {
    super(`Invalid content in ${file}:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

function fieldPath(path: PropertyKey[]): string {
  return path.reduce<string>((acc, key) => {
    if (typeof key === 'number') return `${acc}[${key}]`;
    return acc ? `${acc}.${String(key)}` : String(key);
  }, '');
}

function entryLabel(entry: unknown, index: number, key: string | undefined): string {
  const record = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : undefined;
  const name = key && record ? record[key] : undefined;
  return typeof name === 'string' || typeof name === 'number'
    ? `entry "${name}" (#${index + 1})`
    : `entry #${index + 1}`;
}

/** Validates one content object (site config, a page). */
export function defineContent<S extends z.ZodType>(file: string, schema: S, data: z.input<S>): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentError(
    file,
    result.error.issues.map((issue) => `field "${fieldPath(issue.path) || '(root)'}": ${issue.message}`),
  );
}

/**
 * Validates a list of entries, naming each bad entry by its `key` field (id, slug, name…),
 * and rejects duplicate keys, which would otherwise silently shadow each other.
 */
export function defineEntries<S extends z.ZodType>(
  file: string,
  schema: S,
  entries: readonly z.input<S>[],
  key?: string,
): z.output<S>[] {
  const issues: string[] = [];
  const parsed: z.output<S>[] = [];
  const seen = new Map<unknown, number>();
  entries.forEach((entry, index) => {
    const label = entryLabel(entry, index, key);
    const result = schema.safeParse(entry);
    if (!result.success) {
      for (const issue of result.error.issues) {
        issues.push(`${label}, field "${fieldPath(issue.path) || '(root)'}": ${issue.message}`);
      }
      return;
    }
    parsed.push(result.data);
    if (key) {
      const value = (entry as Record<string, unknown>)[key];
      const first = seen.get(value);
      if (first !== undefined) issues.push(`${label}, field "${key}": duplicates entry #${first + 1}`);
      else seen.set(value, index);
    }
  });
  if (issues.length) throw new ContentError(file, issues);
  return parsed;
}
