import { afterAll, describe, expect, it } from 'vitest';
import { REWRITE_WORDS } from '@/content/tools/writing/rewrite-words';
import { lookup } from '@/lib/writing/rewrite/lexicon';
import { modeRules } from '@/lib/writing/rewrite/modes';
import { provideRewriteWords } from '@/lib/writing/rewrite/words';

describe('the rewriting word lists', () => {
  afterAll(() => provideRewriteWords(REWRITE_WORDS));

  it('come from content and are what the engine swaps within', () => {
    provideRewriteWords(REWRITE_WORDS);
    expect(lookup('verb', 'utilized')?.member.word).toBe('utilize');
    expect(modeRules().standard.phrases.some((rule) => rule.from === 'in order to')).toBe(true);
  });

  it('are read again when other lists are handed over', () => {
    const tiny = {
      synonyms: { verbs: 'hire recruit', nouns: '', adjectives: '', adverbs: '', takesTo: [] },
      phrases: { ...REWRITE_WORDS.phrases, WORDY: [] },
    };
    provideRewriteWords(tiny);
    expect(lookup('verb', 'utilized')).toBeNull();
    expect(lookup('verb', 'hired')?.group.words.map((w) => w.word)).toEqual(['hire', 'recruit']);
    expect(modeRules().standard.phrases.some((rule) => rule.from === 'in order to')).toBe(false);
    provideRewriteWords(REWRITE_WORDS);
    expect(lookup('verb', 'utilized')?.member.word).toBe('utilize');
  });
});
