import { describe, expect, it } from 'vitest';
import { definedTermData, definedTermSetData } from '@/components/glossary/glossary-jsonld';
import { glossary } from '@/content/glossary';

describe('DefinedTermSet data', () => {
  const data = definedTermSetData(
    { path: '/hr-glossary/', name: 'HR glossary', description: 'HR and recruiting terms.' },
    glossary,
    'https://quotient.example/',
  );

  it('names the set and lists one DefinedTerm per entry, each at its own page', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('DefinedTermSet');
    expect(data.url).toBe('https://quotient.example/hr-glossary/');
    expect(data.hasDefinedTerm).toHaveLength(glossary.length);
    const cost = data.hasDefinedTerm.find((term) => term.name === 'Cost per hire');
    expect(cost).toMatchObject({
      '@type': 'DefinedTerm',
      url: 'https://quotient.example/hr-glossary/cost-per-hire/',
    });
  });

  it('gives every term the properties structured-data checks require', () => {
    for (const term of data.hasDefinedTerm) {
      expect(term.name).not.toBe('');
      expect(term.url).toMatch(/^https:\/\/quotient\.example\/hr-glossary\/[a-z0-9-]+\/$/);
    }
  });
});

describe('DefinedTerm data for a term page', () => {
  it('describes the term at its own URL, inside the glossary’s set', () => {
    const cost = glossary.find((entry) => entry.slug === 'cost-per-hire')!;
    const data = definedTermData('/hr-glossary/', cost, 'https://quotient.example/');
    expect(data).toMatchObject({
      '@type': 'DefinedTerm',
      name: 'Cost per hire',
      url: 'https://quotient.example/hr-glossary/cost-per-hire/',
      inDefinedTermSet: 'https://quotient.example/hr-glossary/',
    });
    expect(data.description).toMatch(/^The average amount an organization spends to make one hire/);
  });
});
