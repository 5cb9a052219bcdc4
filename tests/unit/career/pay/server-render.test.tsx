// @vitest-environment node
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EquivalentSalaryIsland } from '@/components/tools/career/pay/EquivalentSalaryIsland';
import { SalaryFinderIsland } from '@/components/tools/career/pay/SalaryFinderIsland';
import type { OewsData } from '@/lib/career/pay/oews';
import type { RppData } from '@/lib/career/pay/rpp';

describe('the pay tools on the server', () => {
  it('salary finder: shows the default occupation’s wages without loading the list', () => {
    const data = JSON.parse(readFileSync('public/data/oews-national-2024.json', 'utf8')) as OewsData;
    const row = data.occupations.find((candidate) => candidate[0] === '13-1071')!;
    const html = renderToString(<SalaryFinderIsland initial={row} />);
    expect(html).toContain('Human Resources Specialists');
    expect(html).toContain('$72,910');
    expect(html).toContain('917,460');
    expect(html).toContain('role="combobox"');
  });

  it('equivalent salary: shows the default comparison', () => {
    const data = JSON.parse(readFileSync('public/data/rpp-2024.json', 'utf8')) as RppData;
    const html = renderToString(<EquivalentSalaryIsland data={data} />);
    expect(html).toContain('$75,000 in Texas is about $86,890 in California.');
    expect(html).not.toMatch(/undefined|NaN/);
  });
});
