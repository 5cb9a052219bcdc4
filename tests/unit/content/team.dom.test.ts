import { render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PeopleGrid } from '@/components/sections/PeopleGrid';
import { ContentError } from '@/content/define';
import type { PeopleSection } from '@/content/schema/company-sections';
import { advisors, definePeople, teamMembers, type Person, type PersonInput } from '@/content/team';

const valid: PersonInput = {
  id: 'jordan-lee',
  name: 'Jordan Lee',
  role: 'Head of Research',
  linkedin: 'https://www.linkedin.com/in/jordan-lee-000000',
};

function failure(entries: PersonInput[]): string {
  try {
    definePeople(entries);
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error('the entries were accepted');
}

/** What a visitor should see in the circle: first letters of the first and last names. */
function renderGroup(group: PeopleSection['group'], people?: Person[]) {
  const section: PeopleSection = { type: 'people', group, title: group === 'team' ? 'The team' : 'Advisors' };
  return render(createElement(PeopleGrid, { section, people }));
}

/** The card of one person, found by the heading with their name. */
function cardOf(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name }).closest('li')!;
}

describe('content/team.ts: the schema', () => {
  it('accepts a valid person, with or without a LinkedIn URL', () => {
    expect(
      definePeople([valid, { ...valid, id: 'sam-ortiz', name: 'Sam Ortiz', linkedin: '' }]),
    ).toHaveLength(2);
  });

  it('rejects a LinkedIn URL on another site, naming the file, the person and the field', () => {
    expect(failure([valid, { ...valid, id: 'sam-ortiz', linkedin: 'https://x.com/sam' }])).toBe(
      'Invalid content in content/team.ts:\n  - entry "sam-ortiz" (#2), field "linkedin": must be a linkedin.com URL or empty',
    );
  });

  it('rejects an empty role and a hotlinked photo, each by its field', () => {
    const message = failure([{ ...valid, role: '  ', image: 'https://cdn.example.com/jordan.jpg' }]);
    expect(message).toContain('entry "jordan-lee" (#1), field "role": must not be empty');
    expect(message).toContain('entry "jordan-lee" (#1), field "image": must be a path under public/');
  });

  it('rejects two people with the same id', () => {
    expect(failure([valid, { ...valid, name: 'Jordan Lee-Park' }])).toContain(
      'entry "jordan-lee" (#2), field "id": duplicates entry #1',
    );
  });

  it('holds a team and advisors, at least one two-line role, and no photo or profile link for anyone', () => {
    const everyone = [...teamMembers, ...advisors];
    expect(teamMembers.length).toBeGreaterThanOrEqual(6);
    expect(advisors.length).toBeGreaterThanOrEqual(3);
    expect(everyone.some((person) => person.role.includes('\n'))).toBe(true);
    // Fictional people: no photos, and no LinkedIn address, which would reach a real stranger.
    expect(everyone.filter((person) => person.image || person.linkedin)).toEqual([]);
  });
});

describe('the people sections as a visitor sees them', () => {
  it.each([
    ['team', teamMembers],
    ['advisors', advisors],
  ] as const)(
    'every member of the %s is drawn as an illustrated portrait of their own, no photo',
    (group, people) => {
      renderGroup(group);
      expect(screen.getAllByRole('listitem')).toHaveLength(people.length);
      const sources = people.map((person) => {
        const portrait = cardOf(person.name).querySelector('img');
        expect(portrait, person.name).toHaveAttribute('alt', '');
        return portrait!.getAttribute('src');
      });
      for (const src of sources) expect(src).toMatch(/^\/images\/people\/[a-z0-9-]+\.svg$/);
      expect(new Set(sources).size).toBe(people.length);
    },
  );

  it.each([
    ['team', teamMembers],
    ['advisors', advisors],
  ] as const)('the %s show a LinkedIn link only for people who have one', (group, people) => {
    renderGroup(group);
    for (const person of people) {
      const links = within(cardOf(person.name)).queryAllByRole('link');
      if (person.linkedin) {
        expect(links, person.name).toHaveLength(1);
        expect(links[0]).toHaveAccessibleName(`${person.name} on LinkedIn`);
        expect(links[0]).toHaveAttribute('href', person.linkedin);
      } else {
        expect(links, person.name).toEqual([]);
        expect(cardOf(person.name), person.name).not.toHaveTextContent(/linkedin/i);
      }
    }
  });

  it('writes a two-line role on two lines, and the name once for screen readers', () => {
    const people = definePeople([
      { ...valid, role: 'Co-founder\nChief Science Officer', linkedin: '' },
      { ...valid, id: 'ana-ruiz', name: 'Ana Ruiz', image: '/images/team/ana.svg' },
    ]);
    renderGroup('team', people);
    const role = within(cardOf('Jordan Lee')).getByText(/Co-founder/);
    expect(role.querySelectorAll('br')).toHaveLength(1);
    expect(role).toHaveTextContent('Co-founderChief Science Officer');
    // The portraits are decorative: the name is the heading beside them.
    expect(screen.queryByRole('img')).toBeNull();
    // A picture set in content (a path under public/) is shown instead of the drawn portrait.
    const picture = cardOf('Ana Ruiz').querySelector('img');
    expect(picture).toHaveAttribute('src', '/images/team/ana.svg');
    expect(picture).toHaveAttribute('alt', '');
  });
});
