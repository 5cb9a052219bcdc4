import { describe, expect, it } from 'vitest';
import { recruitingAwards } from '@/content/awards/recruiting';
import { salesAwards } from '@/content/awards/sales';
import { caseStudies } from '@/content/stories';
import { advisors, teamMembers } from '@/content/team';

/** Every `nomineeName` anywhere in a programme: nominee groups and winners alike. */
function nomineeNames(programme: unknown): string[] {
  return [...JSON.stringify(programme).matchAll(/"nomineeName":"([^"]+)"/g)].map((match) => match[1]!);
}

describe('one role per fictional person', () => {
  const roles = new Map<string, Set<string>>();
  const add = (role: string, names: string[]) => {
    for (const name of names) roles.set(name, (roles.get(name) ?? new Set()).add(role));
  };
  add(
    'team',
    teamMembers.map((person) => person.name),
  );
  add(
    'advisor',
    advisors.map((person) => person.name),
  );
  add('award nominee or winner', [...nomineeNames(recruitingAwards), ...nomineeNames(salesAwards)]);
  add(
    'customer quoted in a story',
    caseStudies.flatMap((story) =>
      [...JSON.stringify(story).matchAll(/"name":"([^"]+)","role"/g)].map((m) => m[1]!),
    ),
  );

  it('reads people from every group', () => {
    expect(new Set([...roles.values()].flatMap((set) => [...set])).size).toBe(4);
  });

  it('never gives one name two roles (an advisor who also wins an award reads as a set-up)', () => {
    const twice = [...roles]
      .filter(([, set]) => set.size > 1)
      .map(([name, set]) => `${name}: ${[...set].join(', ')}`);
    expect(twice).toEqual([]);
  });
});
