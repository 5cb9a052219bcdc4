import { encodeScalar, queryValue, readQuery, writeQuery } from '@/lib/tools/url-state';

/**
 * Generator settings in the page address, so a copied link draws the same picture. Each setting
 * is declared once: free text with a length cap, one of a list, or a number in a range. Defaults
 * are left out of the address; anything unknown or impossible in a link falls back to its default.
 */
export type Param =
  | { type: 'text'; max: number }
  | { type: 'choice'; options: readonly string[] }
  | { type: 'number'; min: number; max: number }
  | { type: 'flag' };

export type Flat = Record<string, string | number | boolean>;
export type Params<S extends Flat> = { [K in keyof S]: Param };

export function settingsToQuery<S extends Flat>(settings: S, defaults: S): string {
  const pairs: [string, string][] = [];
  for (const key of Object.keys(defaults) as (keyof S & string)[]) {
    const value = settings[key];
    if (value === defaults[key]) continue;
    pairs.push([key, typeof value === 'boolean' ? (value ? '1' : '0') : encodeScalar(String(value))]);
  }
  return writeQuery(pairs);
}

export function settingsFromQuery<S extends Flat>(search: string, defaults: S, params: Params<S>): S {
  const query = readQuery(search);
  const result: Flat = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof S & string)[]) {
    const raw = queryValue(query, key);
    if (raw === undefined) continue;
    const param = params[key];
    if (param.type === 'text') result[key] = raw.slice(0, param.max);
    else if (param.type === 'choice') {
      if (param.options.includes(raw)) result[key] = raw;
    } else if (param.type === 'number') {
      const value = Number(raw);
      if (raw.trim() !== '' && Number.isFinite(value))
        result[key] = Math.min(param.max, Math.max(param.min, value));
    } else result[key] = raw === '1' || raw === 'true';
  }
  return result as S;
}

/** The file name for a download: the tool, the main words of the picture and its code. */
export function fileName(parts: readonly string[], extension: string): string {
  const stem = parts
    .join('-')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${stem || 'picture'}.${extension}`;
}
