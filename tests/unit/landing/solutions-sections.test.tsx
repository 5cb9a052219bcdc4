import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LandingSections } from '@/components/sections/LandingSections';
import { industryPages } from '@/content/landing/industries';
import { solutionPages } from '@/content/landing/solutions';
import { landingSectionSchema } from '@/content/schema/landing';

// The calls to action resolve against the whole route table; these sections only need their targets.
vi.mock('@/components/layout/ctas', () => ({
  primaryCtas: () => ({ trial: '/try-for-free/', demo: '/book-demo/' }),
}));

const pageAt = (path: string) => {
  const page = [...solutionPages, ...industryPages].find((entry) => entry.path === path);
  if (!page) throw new Error(`no page ${path}`);
  return page;
};

describe('audience-page sections as a visitor sees them', () => {
  it('a before/after row names both sides in words, not only by colour', () => {
    render(<LandingSections sections={pageAt('/solutions/candidate-screening/').sections} />);
    const row = screen.getByRole('heading', { name: 'Recruiter time', level: 3 }).closest('li')!;
    expect(within(row).getByText('Resume triage')).toBeInTheDocument();
    expect(
      within(row).getByText('Hours of reading plus a phone screen for each candidate.'),
    ).toBeInTheDocument();
    expect(within(row).getByText('Skills screening')).toBeInTheDocument();
    expect(
      within(row).getByText('Minutes reviewing a ranked list with scores and reports.'),
    ).toBeInTheDocument();
  });

  it('a customer story shows its challenge, outcome, figures and the person quoted', () => {
    render(<LandingSections sections={pageAt('/industry/retail-recruitment-software/').sections} />);
    const story = screen.getByRole('article', { name: 'Customer story: Harbor Retail' });
    expect(within(story).getByRole('heading', { name: 'The challenge' })).toBeInTheDocument();
    expect(within(story).getByRole('heading', { name: 'The outcome' })).toBeInTheDocument();
    const figures = within(story)
      .getAllByRole('definition')
      .map((node) => node.textContent);
    expect(figures).toEqual(['550', '213', '50 days']);
    expect(within(story).getByText(/Naomi Feld/)).toBeInTheDocument();
  });

  it('the 48-hour timeline reads in order, hour 0 to hour 48', () => {
    render(<LandingSections sections={pageAt('/solutions/consulting/').sections} />);
    const timeline = screen
      .getByRole('heading', { name: 'How a role gets filled in two days' })
      .closest('section')!;
    const steps = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(steps).toEqual(['Hour 0', 'Hour 4', 'Hour 24', 'Hour 36', 'Hour 48']);
  });

  it('each audience card gives the role, their words and what helps', () => {
    render(<LandingSections sections={pageAt('/solutions/saas/').sections} />);
    const card = screen.getByRole('heading', { name: 'Head of Sales' }).closest('article')!;
    expect(within(card).getByText(/Half of them can’t run a discovery call/)).toBeInTheDocument();
    expect(within(card).getByText('What helps:')).toBeInTheDocument();
  });

  it('renders exactly one h1 per page, from the hero', () => {
    for (const page of [...solutionPages, ...industryPages]) {
      const { unmount } = render(<LandingSections sections={page.sections} />);
      expect(screen.getAllByRole('heading', { level: 1 }), page.path).toHaveLength(1);
      unmount();
    }
  });
});

describe('audience-page section schemas', () => {
  it('names the missing side of a before/after row', () => {
    const result = landingSectionSchema.safeParse({
      type: 'beforeAfter',
      title: 'Compared',
      rows: [
        { label: 'A', before: 'slow' },
        { label: 'B', before: 'slow', after: 'fast' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['rows.0.after']);
  });

  it('fills the default labels and refuses a story with five figures', () => {
    const compared = landingSectionSchema.parse({
      type: 'beforeAfter',
      title: 'Compared',
      rows: [
        { label: 'A', before: 'slow', after: 'fast' },
        { label: 'B', before: 'manual', after: 'automatic' },
      ],
    });
    expect(compared).toMatchObject({ beforeLabel: 'Before', afterLabel: 'With Quotient' });
    const story = {
      type: 'caseStudy',
      company: 'Acme',
      title: 'Story',
      challenge: 'c',
      approach: 'a',
      outcome: 'o',
      metrics: Array.from({ length: 5 }, (_, index) => ({ value: String(index), label: `figure ${index}` })),
    };
    expect(landingSectionSchema.safeParse(story).success).toBe(false);
    expect(landingSectionSchema.parse({ ...story, metrics: story.metrics.slice(0, 2) })).toMatchObject({
      eyebrow: 'Customer story',
    });
  });
});
