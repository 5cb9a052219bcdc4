import { describe, expect, it } from 'vitest';
import { CHARACTER_STYLE_IDS } from '@/lib/media/avatar-styles';
import {
  batch,
  batchFromQuery,
  batchToQuery,
  character,
  characterText,
  CHARACTERS_PER_BATCH,
  DEFAULT_BATCH,
  DEFAULT_CHOICE,
  newBatchSeed,
} from '@/lib/media/characters';
import { nameFromSeed, randomName } from '@/lib/media/names';
import { CHARACTER_WORDS } from '@/content/tools/media/character-words';

describe('made-up characters', () => {
  it('are the same for the same seed and batch', () => {
    expect(batch('k3f9x2', 'personas', CHARACTER_WORDS)).toEqual(
      batch('k3f9x2', 'personas', CHARACTER_WORDS),
    );
    expect(batch('k3f9x2', 'personas', CHARACTER_WORDS)).not.toEqual(
      batch('k3f9x3', 'personas', CHARACTER_WORDS),
    );
  });

  it('fill a batch with six different people', () => {
    const people = batch('team01', 'personas', CHARACTER_WORDS);
    expect(people).toHaveLength(CHARACTERS_PER_BATCH);
    expect(new Set(people.map((p) => p.seed)).size).toBe(CHARACTERS_PER_BATCH);
    expect(new Set(people.map((p) => p.name)).size).toBeGreaterThan(3);
  });

  it('read as a name, a role and one line with matching years', () => {
    for (let i = 0; i < 200; i += 1) {
      const person = character(`seed-${i}`, 'personas', CHARACTER_WORDS);
      expect(person.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(person.role).toMatch(/^((Junior|Senior|Lead) )?[A-Z]/);
      const years = Number(/^(\d+) years? at a /.exec(person.line)?.[1]);
      if (person.role.startsWith('Junior ')) expect(years).toBeLessThanOrEqual(2);
      if (person.role.startsWith('Senior ')) expect(years).toBeGreaterThanOrEqual(6);
      expect(person.line.endsWith('.')).toBe(true);
    }
  });

  it('draw mixed batches only from the character styles', () => {
    const styles = new Set(
      Array.from({ length: 60 }, (_, i) => character(`m${i}`, 'mixed', CHARACTER_WORDS).style),
    );
    for (const style of styles) expect(CHARACTER_STYLE_IDS).toContain(style);
    expect(styles.size).toBeGreaterThan(3);
  });

  it('copy as two lines of plain text', () => {
    const person = character('x', 'lorelei', CHARACTER_WORDS);
    expect(characterText(person)).toBe(`${person.name}, ${person.role}\n${person.line}`);
  });
});

describe('batches in the address', () => {
  it('round-trip, with the defaults left out', () => {
    expect(batchToQuery(DEFAULT_BATCH, DEFAULT_CHOICE)).toBe('');
    expect(batchFromQuery(`?${batchToQuery('ab12cd', 'mixed')}`)).toEqual({
      batch: 'ab12cd',
      choice: 'mixed',
    });
  });

  it('ignore junk', () => {
    expect(batchFromQuery('?batch=%3Cb%3E&style=identicon')).toEqual({ batch: 'b', choice: DEFAULT_CHOICE });
    expect(batchFromQuery('?batch=')).toEqual({ batch: DEFAULT_BATCH, choice: DEFAULT_CHOICE });
  });

  it('get fresh codes from the cryptographic generator', () => {
    const codes = new Set(Array.from({ length: 50 }, newBatchSeed));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{6}$/);
  });
});

describe('names', () => {
  it('are stable for a seed and random otherwise', () => {
    expect(nameFromSeed('abc', CHARACTER_WORDS.names)).toBe(nameFromSeed('abc', CHARACTER_WORDS.names));
    expect(randomName(CHARACTER_WORDS.names)).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
  });
});
