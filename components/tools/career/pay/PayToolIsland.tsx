import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PayTool } from '@/content/tools/types';
import type { OewsData } from '@/lib/career/pay/oews';
import type { RppData } from '@/lib/career/pay/rpp';
import { EquivalentSalaryIsland, SalaryFinderIsland } from '../islands';
import { Method } from '@/components/tools/kit/Method';

/** The occupation the salary finder opens on: the page's own audience. */
export const DEFAULT_OCCUPATION = '13-1071';

/** Read from the repo's public/data at build, so the static page already shows real figures. */
function readData<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'public', 'data', file), 'utf8')) as T;
}

export function PayToolIsland({ tool }: { tool: PayTool }) {
  let island;
  if (tool.kind === 'salary-finder') {
    const data = readData<OewsData>('oews-national-2024.json');
    const initial = data.occupations.find((row) => row[0] === DEFAULT_OCCUPATION) ?? data.occupations[0];
    if (!initial) throw new Error('public/data/oews-national-2024.json holds no occupations');
    island = <SalaryFinderIsland initial={initial} />;
  } else {
    island = <EquivalentSalaryIsland data={readData<RppData>('rpp-2024.json')} />;
  }
  return (
    <>
      {island}
      <Method method={tool.method} />
    </>
  );
}
