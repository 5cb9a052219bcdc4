import { describe, expect, it } from 'vitest';
import { recruitingAwards } from '@/content/awards/recruiting';
import { salesAwards } from '@/content/awards/sales';
import { productPages } from '@/content/products';
import { caseStudies } from '@/content/stories';
import { advisors, teamMembers } from '@/content/team';
import { portraitOf, portraitPath, portraitSettings, portraitSlug } from '@/lib/people/portrait';
import { peopleNamed, portraitSources } from '../../../scripts/people-portraits';

describe('illustrated portraits of fictional people', () => {
  it('draws the same face for the same name, and different faces for different names', () => {
    expect(portraitOf('Helena Brooks').svg).toBe(portraitOf('Helena Brooks').svg);
    expect(portraitOf('Helena Brooks').svg).not.toBe(portraitOf('Rohan Mehta').svg);
    expect(portraitOf('Rohan Mehta').alt).toBe('Illustrated portrait of Rohan Mehta');
  });

  it('keeps to what suits a staff page over 300 names: no sunglasses, hats, beards or dyed hair', () => {
    for (let i = 0; i < 300; i += 1) {
      const settings = portraitSettings(`Person ${i} Example`);
      expect(settings.glasses).not.toBe('sunglasses');
      expect(settings.headwear).toBe('none');
      expect(settings.facialHair).toBe('none');
      expect(settings.hairColor).not.toBe('blue');
    }
  });

  it('names files in plain ASCII, accents and apostrophes folded', () => {
    expect(portraitSlug('María González-Ortiz')).toBe('maria-gonzalez-ortiz');
    expect(portraitSlug('Siobhán O’Neill')).toBe('siobhan-o-neill');
    expect(portraitPath('Lucía Fernández')).toBe('/images/people/lucia-fernandez.svg');
  });

  it('the build draws every person the pages show: team, advisors, nominees, quoted customers', () => {
    const drawn = new Set(peopleNamed(portraitSources()));
    const shown = [
      ...teamMembers.map((person) => person.name),
      ...advisors.map((person) => person.name),
      ...[recruitingAwards, salesAwards].flatMap((programme) =>
        programme.groups.flatMap((group) => group.nominees.map((nominee) => nominee.nomineeName)),
      ),
      ...caseStudies.map((story) => story.quote.name),
      ...Object.values(productPages).flatMap((page) =>
        page.sections.flatMap((section) => (section.type === 'testimonial' ? [section.name] : [])),
      ),
    ];
    expect(shown).toEqual(expect.arrayContaining(['Dana Whitfield', 'Ravi Menon', 'Carla Jensen']));
    expect(shown.filter((name) => !drawn.has(name))).toEqual([]);
    expect([...drawn].filter((name) => /Award/.test(name))).toEqual([]);
  });
});
