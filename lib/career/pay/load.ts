import type { OccupationRow, OewsData } from './oews';
import type { TitleTable, TitlesData } from './titles';

/** Where the converted OEWS file is served (public/data, written by scripts/data/oews-national.ts). */
export const OEWS_URL = '/data/oews-national-2024.json';

const isRow = (value: unknown): value is OccupationRow =>
  Array.isArray(value) && value.length === 8 && typeof value[0] === 'string' && typeof value[1] === 'string';

/** Fetches and checks the occupations file; throws on a network or format problem. */
export async function fetchOews(fetchImpl: typeof fetch = fetch): Promise<OewsData> {
  const response = await fetchImpl(OEWS_URL);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const data = (await response.json()) as Partial<OewsData>;
  if (!Array.isArray(data.occupations) || !data.occupations.every(isRow) || typeof data.source !== 'string') {
    throw new Error('Unexpected OEWS file');
  }
  return data as OewsData;
}

/** Where the job-title table is served (public/data, written by scripts/data/onet-titles.ts). */
export const TITLES_URL = '/data/job-titles-2024.json';

const isTable = (value: unknown): value is TitleTable =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every(
    (list) => Array.isArray(list) && list.every((title) => typeof title === 'string'),
  );

/** Fetches and checks the job-title table; throws on a network or format problem. */
export async function fetchTitles(fetchImpl: typeof fetch = fetch): Promise<TitlesData> {
  const response = await fetchImpl(TITLES_URL);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const data = (await response.json()) as Partial<TitlesData>;
  if (
    typeof data.source !== 'string' ||
    !isTable(data.shown) ||
    !isTable(data.reported) ||
    !isTable(data.alternate)
  ) {
    throw new Error('Unexpected job-title file');
  }
  return data as TitlesData;
}
