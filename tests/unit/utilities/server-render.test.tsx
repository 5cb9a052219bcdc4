import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BooleanSearchIsland } from '@/components/tools/career/BooleanSearchIsland';
import { EmailLookupIsland } from '@/components/tools/utilities/EmailLookupIsland';
import { ExcelFormulaIsland } from '@/components/tools/utilities/ExcelFormulaIsland';
import { PasswordGeneratorIsland } from '@/components/tools/utilities/PasswordGeneratorIsland';
import { PhoneLookupIsland } from '@/components/tools/utilities/PhoneLookupIsland';

const method = ['How it works.'];

describe('the static HTML of the utility tools', () => {
  it('shows the password settings but never a password made at build time', () => {
    const html = renderToString(<PasswordGeneratorIsland method={method} />);
    expect(html).toContain('Length (characters)');
    expect(html).toContain('Entropy: <strong>1');
    expect(html).not.toContain('data-password');
  });

  it('lists every country in the phone picker, the US chosen', () => {
    const html = renderToString(<PhoneLookupIsland method={method} />);
    expect(html.replace(/<!-- -->/g, '')).toContain(
      '<option value="US" selected="">United States (+1)</option>',
    );
    expect(html.match(/<option /g)!.length).toBe(245);
  });

  it('renders the email checker with its privacy note', () => {
    expect(renderToString(<EmailLookupIsland method={method} />)).toContain('records are not looked up');
  });

  it('renders a complete formula and its sample result', () => {
    const html = renderToString(<ExcelFormulaIsland method={method} />);
    expect(html).toContain('=SUMIFS(F2:F9,D2:D9,&quot;Sales&quot;,E2:E9,&quot;West&quot;)');
    expect(html).toContain('137,000');
  });

  it('renders the example boolean strings', () => {
    expect(renderToString(<BooleanSearchIsland method={method} />)).toContain('site:linkedin.com/in');
  });
});
