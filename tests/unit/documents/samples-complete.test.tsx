import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentTools } from '@/content/tools/documents';
import { mountSample } from './mount';

// Every document generator opens on its sample, as the page renders it: complete, with no blank left.
describe.each(documentTools.map((tool) => [tool.slug, tool] as const))('%s', (_slug, tool) => {
  it('opens on a complete sample', async () => {
    const view = await mountSample(tool);
    const status = await within(view.container).findByText(/ is complete\.$/);
    expect(status).toHaveAttribute('role', 'status');
    expect(within(view.container).getByTestId('document-preview').textContent).not.toContain('[');
  });
});
