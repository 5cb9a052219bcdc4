import { describe, expect, it } from 'vitest';
import {
  article,
  asSentence,
  count,
  greetingName,
  inline,
  lines,
  list,
  numberWord,
  ordinal,
  plural,
  possessive,
  pronouns,
  terms,
  withArticle,
} from '@/lib/generators/compose/grammar';
import { createRandom } from '@/lib/kit/random';
import { blanksIn, fill, leftoverMarkers, tidy } from '@/lib/generators/compose/template';

describe('a or an', () => {
  it.each([
    ['interview', 'an'],
    ['user', 'a'],
    ['university', 'a'],
    ['hour', 'an'],
    ['honest answer', 'an'],
    ['HR manager', 'an'],
    ['MBA', 'an'],
    ['FAQ', 'an'],
    ['KPI', 'a'],
    ['one-off bonus', 'a'],
    ['8-week plan', 'an'],
    ['umbrella', 'an'],
    ['European office', 'a'],
    ['Senior Data Analyst', 'a'],
  ])('%s takes %s', (word, expected) => {
    expect(article(word)).toBe(expected);
  });

  it('prefixes the phrase', () => {
    expect(withArticle('account executive')).toBe('an account executive');
  });
});

describe('plurals and counts', () => {
  it.each([
    ['policy', 'policies'],
    ['day', 'days'],
    ['process', 'processes'],
    ['person', 'people'],
    ['analysis', 'analyses'],
    ['year', 'years'],
  ])('%s -> %s', (word, expected) => {
    expect(plural(word)).toBe(expected);
  });

  it('counts with the right form', () => {
    expect(count(1, 'year')).toBe('1 year');
    expect(count(5, 'year')).toBe('5 years');
    expect(count(1200, 'character')).toBe('1,200 characters');
  });
});

describe('lists', () => {
  it('joins one, two and three items', () => {
    expect(list(['A'])).toBe('A');
    expect(list(['A', 'B'])).toBe('A and B');
    expect(list(['A', 'B', 'C'])).toBe('A, B, and C');
    expect(list(['A', 'B', 'C'], { serial: false })).toBe('A, B and C');
    expect(list(['tea', 'coffee'], { conjunction: 'or' })).toBe('tea or coffee');
  });

  it('skips empty items', () => {
    expect(list(['A', ' ', '', 'B'])).toBe('A and B');
    expect(list([])).toBe('');
  });
});

describe('sentences and names', () => {
  it('ends a fragment once and capitalises it', () => {
    expect(asSentence('shipped the dashboard')).toBe('Shipped the dashboard.');
    expect(asSentence('Done!')).toBe('Done!');
    expect(asSentence('  ')).toBe('');
  });

  it('lower-cases a sentence-case fragment but keeps names and acronyms', () => {
    expect(inline('Reduced churn by 12%.')).toBe('reduced churn by 12%');
    expect(inline('SQL and dbt')).toBe('SQL and dbt');
  });

  it('reads lines and terms', () => {
    expect(lines('- one\n\n2. two\n• three')).toEqual(['one', 'two', 'three']);
    expect(terms('remote work, Remote work; hiring\nonboarding')).toEqual([
      'remote work',
      'hiring',
      'onboarding',
    ]);
  });

  it('greets by first name, or title and surname', () => {
    expect(greetingName('Jordan Lee')).toBe('Jordan');
    expect(greetingName('dr. Ana María Ruiz')).toBe('Dr. Ruiz');
  });

  it('writes ordinals, numbers and possessives', () => {
    expect(ordinal(1)).toBe('1st');
    expect(ordinal(12)).toBe('12th');
    expect(ordinal(22)).toBe('22nd');
    expect(ordinal(5, { words: true })).toBe('fifth');
    expect(numberWord(7)).toBe('seven');
    expect(numberWord(25)).toBe('25');
    expect(possessive('Maria')).toBe('Maria’s');
    expect(possessive('James')).toBe('James’');
  });

  it('gives pronouns that agree', () => {
    expect(pronouns('they')).toMatchObject({ subject: 'they', be: 'are', possessive: 'their' });
    expect(pronouns('she')).toMatchObject({ object: 'her', be: 'is' });
  });
});

describe('templates', () => {
  it('fills slots, capitalising {Slot}, and leaves a labelled blank for a missing one', () => {
    expect(fill('Hi {name}, welcome to {company}.', { name: 'Jo', company: 'Acme' })).toBe(
      'Hi Jo, welcome to Acme.',
    );
    expect(fill('{Topic} is due.', { topic: 'the report' })).toBe('The report is due.');
    expect(fill('Dear {name},', {}, { name: 'Recipient name' })).toBe('Dear [Recipient name],');
    expect(fill('By {startDate}.', {})).toBe('By [Start date].');
  });

  it('finds leftover markers and blanks', () => {
    expect(leftoverMarkers('Hello {name} undefined')).toEqual(['{name}', 'undefined']);
    expect(leftoverMarkers('All good.')).toEqual([]);
    expect(blanksIn('Dear [Name], on [Date] and [Name].')).toEqual(['Name', 'Date']);
  });

  it('tidies spacing and doubled stops but keeps an ellipsis', () => {
    expect(tidy('Hello  world .  Acme Inc.. Wait...\n\n\n\nNext')).toBe(
      'Hello world. Acme Inc. Wait...\n\nNext',
    );
  });
});

describe('seeded variation', () => {
  it('repeats for the same seed and differs across seeds', () => {
    const a = createRandom('seed');
    const b = createRandom('seed');
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    const c = createRandom('other');
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it('samples distinct items', () => {
    const picked = createRandom(3).sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(picked).size).toBe(3);
  });
});
