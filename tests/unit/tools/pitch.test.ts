import { describe, expect, it } from 'vitest';
import { productPitch } from '@/components/tools/pitch';
import { allTools } from '@/content/tools/registry';

describe('the product line under each tool', () => {
  it('speaks to whoever uses that kind of tool', () => {
    expect(productPitch({ group: 'letters' }).title).toMatch(/offer/);
    expect(productPitch({ group: 'resumes' }).text).toMatch(/resume screening/);
    expect(productPitch({ group: 'loans' }).title).toMatch(/mis-hire/);
    expect(productPitch({ group: 'interviews' }).text).toMatch(/one-way video interviews/);
    expect(productPitch({ group: 'surveys' }).title).toMatch(/Listening to your people/);
  });

  it('gives every group of built tools a pitch that names the product', () => {
    for (const group of new Set(allTools().map((tool) => tool.group)))
      expect(productPitch({ group }).text, group).toMatch(/Quotient/);
  });
});
