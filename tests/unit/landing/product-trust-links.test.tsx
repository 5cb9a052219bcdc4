import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductPage } from '@/app/products/_components/ProductPage';
import { assessmentProduct, interviewProduct, sourcingProduct } from '@/content/products';

describe('product pages link to the trust centre', () => {
  it.each([
    ['assessment', assessmentProduct],
    ['interview', interviewProduct],
    ['sourcing', sourcingProduct],
  ] as const)('the %s page', (_name, content) => {
    render(<ProductPage content={content} />);
    const trust = screen.getByRole('heading', { name: 'Safeguards buyers ask about' }).closest('section')!;
    expect(
      within(trust)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')?.replace(/\/?$/, '/')),
    ).toEqual(['/trust/security/', '/trust/ai-fairness/', '/trust/data-handling/', '/trust/']);
  });
});
