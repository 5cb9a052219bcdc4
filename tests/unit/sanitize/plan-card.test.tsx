import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Plan } from '@/content/plans';

// The card asks the route list whether internal links exist; this test is about prices only.
vi.mock('@/content/routes', () => ({ linkExists: () => true }));

const { PlanCard } = await import('@/components/pricing/PlanCard');

const base: Plan = {
  id: 'power',
  name: 'Power',
  bgColor: '#f5f3ff',
  color: '#6d28d9',
  img: '/images/plans/power.svg',
  price: '$99<small>/month</small>',
  desc: 'For teams that interview continuously.',
  points: ['Unlimited interviews and questions'],
  btnText: 'Buy now',
  link: 'https://buy.stripe.com/test',
};

function handlersAndScripts(root: HTMLElement): string[] {
  return [root, ...root.querySelectorAll('*')].flatMap((node) => [
    ...(node.tagName === 'SCRIPT' ? ['<script>'] : []),
    ...[...node.attributes].filter((a) => a.name.toLowerCase().startsWith('on')).map((a) => a.name),
  ]);
}

describe('PlanCard prices', () => {
  it('renders the allowed inline markup of a price', () => {
    const { container } = render(<PlanCard plan={base} />);
    const small = container.querySelector('#plan-power small');
    expect(small?.textContent).toBe('/month');
  });

  it('never lets a script or an event handler in a price reach the page', () => {
    const { container } = render(
      <PlanCard
        plan={{
          ...base,
          price: '$99<script>window.stolen = document.cookie</script><img src=x onerror="alert(1)">',
          annualPrice: '<span onmouseover="alert(2)">$1,188</span><svg onload="alert(3)"></svg>',
        }}
      />,
    );
    expect(handlersAndScripts(container)).toEqual([]);
    expect(container.innerHTML).not.toMatch(/alert|stolen|<img src="x"|<svg onload/);
    expect(container.textContent).toContain('$99');
    expect(container.textContent).toContain('$1,188');
  });
});
