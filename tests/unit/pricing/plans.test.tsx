import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Plan } from '@/content/plans';

// Plan buttons ask the route list whether their page exists; these tests are about the cards.
vi.mock('@/content/routes', () => ({ linkExists: () => true }));

const { pricingPages, pricingPageSchema, interviewPricing } = await import('@/content/plans');
const { PlanGrid } = await import('@/components/pricing/PlanGrid');

const pages = Object.values(pricingPages);

describe('pricing pages', () => {
  it('give every card on a page its own plan name', () => {
    for (const content of pages) {
      const { unmount } = render(<PlanGrid plans={content.plans} headingLevel="h2" />);
      const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
      expect(names.length, content.product).toBe(content.plans.length);
      expect(new Set(names).size, `${content.product}: ${names.join(', ')}`).toBe(names.length);
      unmount();
    }
    render(<PlanGrid plans={interviewPricing.plans} headingLevel="h2" />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Free trial',
      'Lightning',
      'Power',
      'Enterprise',
    ]);
  });

  it('show no billing switch where yearly would only be twelve monthly prices', () => {
    for (const content of pages) {
      const { container, unmount } = render(<PlanGrid plans={content.plans} />);
      expect(screen.queryAllByRole('radio'), content.product).toHaveLength(0);
      expect(container.textContent, content.product).not.toContain('Yearly');
      unmount();
    }
    render(<PlanGrid plans={interviewPricing.plans} />);
    expect(screen.getByRole('heading', { name: 'Power' }).closest('article')).toHaveTextContent('$99/month');
  });

  it('show the switch for a plan whose yearly price is a real discount', async () => {
    const power = interviewPricing.plans.find((plan) => plan.id === 'power')!;
    const discounted: Plan = { ...power, annualPrice: '$990<small>/year</small>' };
    render(<PlanGrid plans={[discounted]} />);
    const yearly = screen.getByRole('radio', { name: 'Yearly' });
    await userEvent.click(yearly);
    expect(yearly).toBeChecked();
    expect(screen.getByText('$990')).toBeInTheDocument();
  });
});

describe('pricing content checks', () => {
  const base = interviewPricing;
  /** The interview page with only these plans, its comparison rows cut to them. */
  const withPlans = (plans: Plan[]) => ({
    ...base,
    plans,
    comparison: {
      ...base.comparison,
      rows: base.comparison.rows.map((row) => ({
        ...row,
        values: Object.fromEntries(plans.map((plan) => [plan.id, row.values[plan.id]!])),
      })),
    },
  });
  const power = base.plans.find((plan) => plan.id === 'power')!;
  const lightning = base.plans.find((plan) => plan.id === 'lightning')!;

  it('refuse a second recommended plan', () => {
    const result = pricingPageSchema.safeParse(
      withPlans([
        { ...lightning, recommended: true },
        { ...power, recommended: true },
      ]),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      'mark at most one plan as recommended',
    );
  });

  it('refuse a yearly price that is just twelve monthly ones, and accept a discount', () => {
    const twelve = pricingPageSchema.safeParse(
      withPlans([{ ...power, annualPrice: '$1,188<small>/year</small>' }]),
    );
    expect(twelve.success).toBe(false);
    expect(twelve.error?.issues[0]?.path).toEqual(['plans', 0, 'annualPrice']);

    const discount = pricingPageSchema.safeParse(
      withPlans([{ ...power, annualPrice: '$990<small>/year</small>' }]),
    );
    expect(discount.success).toBe(true);
  });
});
