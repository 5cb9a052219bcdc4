import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActionBand } from '@/components/sections/ActionBand';
import { EpisodeList } from '@/components/sections/EpisodeList';
import { GuideIndex } from '@/components/sections/GuideIndex';
import { LandingSections } from '@/components/sections/LandingSections';
import { RoleList } from '@/components/sections/RoleList';
import { defineRoles, openRoles } from '@/content/careers';
import { landingAt } from '@/content/landing';
import { guidePages } from '@/content/landing/guides';
import { linkExists } from '@/content/routes';
import {
  actionSectionSchema,
  episodesSectionSchema,
  guideIndexSectionSchema,
  rolesSectionSchema,
} from '@/content/schema/company-sections';
import { landingSectionSchema } from '@/content/schema/landing';

const sectionsOf = (path: string) => {
  const page = landingAt(path);
  if (!page) throw new Error(`no landing page at ${path}`);
  return page.sections;
};

describe('RoleList', () => {
  const section = rolesSectionSchema.parse({ type: 'roles', title: 'Open roles', anchor: 'open-roles' });

  it('shows each role with its team, place, pay and an apply link that names the role', () => {
    render(<RoleList section={section} />);
    expect(screen.getByText(`${openRoles.length} open roles`)).toBeInTheDocument();
    for (const role of openRoles) {
      const card = screen.getByRole('heading', { level: 3, name: role.title }).closest('li')!;
      const facts = Object.fromEntries(
        within(card)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
      expect(facts).toEqual({
        Team: role.team,
        Location: `${role.workplace} · ${role.location}`,
        Type: role.employment,
        Pay: role.pay,
      });
      const apply = within(card).getByRole('link', { name: `Apply for ${role.title}` });
      expect(apply).toHaveAttribute('href', role.apply);
    }
  });

  it('applies by email with the role in the subject unless a role names its own link', () => {
    const [byEmail, byPage] = defineRoles([
      {
        id: 'data-analyst',
        title: 'Data Analyst & Reporting',
        team: 'Engineering',
        location: 'United States',
        workplace: 'Remote',
        pay: '$100,000–$120,000',
        summary: 'Build the funnel reports customers read.',
      },
      {
        id: 'support-lead',
        title: 'Support Lead',
        team: 'Customer success',
        location: 'United States',
        workplace: 'Remote',
        pay: '$90,000–$105,000',
        summary: 'Lead the support team.',
        apply: '/company/hiring/',
      },
    ]);
    expect(byEmail!.apply).toBe(
      'mailto:careers@quotient.example?subject=Application%3A%20Data%20Analyst%20%26%20Reporting',
    );
    expect(byEmail!.employment).toBe('Full-time');
    expect(byPage!.apply).toBe('/company/hiring/');
  });

  it('rejects a role with an unknown team, naming the role and the field', () => {
    expect(() =>
      defineRoles([
        {
          id: 'chef',
          title: 'Chef',
          team: 'Kitchen' as never,
          location: 'New York',
          workplace: 'On-site',
          pay: '$70,000',
          summary: 'Cook.',
        },
      ]),
    ).toThrow(/entry "chef" \(#1\), field "team"/);
  });
});

describe('EpisodeList', () => {
  const section = episodesSectionSchema.parse({
    type: 'episodes',
    title: 'Sessions',
    anchor: 'sessions',
    items: [
      {
        date: '2026-12-10',
        title: 'Structured interviews',
        format: 'Workshop · 60 min',
        summary: 'Scorecards and calibration.',
        topics: ['Interviews', 'Scorecards'],
        speakers: [
          { name: 'Ada Byron King', role: 'Director of Talent' },
          { name: 'Grace Hopper', role: 'VP People' },
        ],
      },
      {
        date: '2026-06-18',
        title: 'Returnships',
        format: 'Panel · 60 min',
        summary: 'Bringing people back.',
        topics: ['Returnships'],
        speakers: [{ name: 'Mae Jemison', role: 'Founder' }],
      },
    ],
  });

  it('shows each session with its date, topics and speakers drawn as portraits', () => {
    const { container } = render(<EpisodeList section={section} />);
    expect(container.querySelector('section')).toHaveAttribute('id', 'sessions');
    const first = screen
      .getByRole('heading', { level: 3, name: 'Structured interviews' })
      .closest('article')!;
    expect(within(first).getByText('December 10, 2026')).toHaveAttribute('datetime', '2026-12-10');
    expect(
      within(within(first).getByRole('list', { name: 'Topics' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Interviews', 'Scorecards']);
    const speakers = within(first).getByRole('list', { name: 'Speakers' });
    expect(
      within(speakers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ada Byron KingDirector of Talent', 'Grace HopperVP People']);
    // Portraits are decoration beside the written name, hidden from screen readers.
    expect(
      [...speakers.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.getAttribute('alt')]),
    ).toEqual([
      ['/images/people/ada-byron-king.svg', ''],
      ['/images/people/grace-hopper.svg', ''],
    ]);
  });

  it('rejects sessions out of date order, naming the session whose date is wrong', () => {
    const result = landingSectionSchema.safeParse({
      ...section,
      items: [...section.items].reverse(),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('items.1.date');
  });
});

describe('GuideIndex', () => {
  const section = guideIndexSectionSchema.parse({ type: 'guideIndex', title: 'All guides' });

  it('links every hiring guide and the reference and template pages, each to a page that exists', () => {
    render(<GuideIndex section={section} />);
    // Outside a Next build, links lose their trailing slash; the route table keeps it.
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href')!.replace(/\/?$/, '/'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        ...guidePages.map((page) => page.path),
        '/hr-glossary/',
        '/hr-toolkit/',
        '/minimum-wage/',
        '/tools/',
      ]),
    );
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const href of hrefs) expect(linkExists(href), href).toBe(true);
    expect(hrefs).not.toContain('/guides/');
  });

  it('groups the cards under h3 headings with h4 card titles', () => {
    render(<GuideIndex section={section} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Hiring guides' })).toBeInTheDocument();
    const card = screen.getByRole('heading', { level: 4, name: 'HR glossary' }).closest('article')!;
    expect(within(card).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/hr-glossary\/?$/),
    );
  });
});

describe('ActionBand and the company pages', () => {
  it('shows the page’s own calls to action; a #contactUs link opens the contact form', () => {
    render(
      <ActionBand
        section={actionSectionSchema.parse({
          type: 'action',
          title: 'Become a partner',
          text: 'Tell us about you.',
          primary: { label: 'Talk to us', href: '#contactUs' },
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Become a partner' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '#contactUs');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('the partnership page sends both of its partner calls to the contact form', () => {
    render(<LandingSections sections={sectionsOf('/partnership/')} />);
    expect(screen.getByRole('link', { name: 'Become a partner' })).toHaveAttribute('href', '#contactUs');
    expect(screen.getByRole('link', { name: 'Talk to our partner team' })).toHaveAttribute(
      'href',
      '#contactUs',
    );
  });

  it.each([
    '/about/team/',
    '/company/careers/',
    '/company/hiring/',
    '/partnership/',
    '/her-talks/',
    '/guides/',
    '/privacy-policy/',
    '/terms-and-conditions/',
  ])('%s renders with one h1 and its headings in order', (path) => {
    const { container } = render(<LandingSections sections={sectionsOf(path)} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    levels.forEach((level, index) => {
      if (index > 0)
        expect(level, `heading ${index + 1} of ${path}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });

  it('the team page has one h1, the team and the advisors', () => {
    render(<LandingSections sections={sectionsOf('/about/team/')} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'The team' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our advisors' })).toBeInTheDocument();
  });

  it('the careers hero jumps to the open roles, which carry that anchor', () => {
    const { container } = render(<LandingSections sections={sectionsOf('/company/careers/')} />);
    expect(screen.getByRole('link', { name: 'See open roles' })).toHaveAttribute('href', '#open-roles');
    expect(container.querySelector('#open-roles')).toHaveTextContent('Open roles');
  });
});
