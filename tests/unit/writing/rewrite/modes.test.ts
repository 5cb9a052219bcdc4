import { describe, expect, it } from 'vitest';
import { aiInstruction, MODE_COPY } from '@/components/tools/writing/paraphraseModes';
import { MODE_RULES, PARAPHRASE_MODES } from '@/lib/writing/rewrite/modes';

describe('the paraphraser’s modes', () => {
  it('are at least eight, each with its own rule set', () => {
    expect(PARAPHRASE_MODES.length).toBeGreaterThanOrEqual(8);
    const sets = PARAPHRASE_MODES.map((mode) => JSON.stringify(MODE_RULES[mode]));
    expect(new Set(sets).size).toBe(PARAPHRASE_MODES.length);
  });

  it('each have a label, a hint and an AI instruction, in the engine’s order', () => {
    expect(MODE_COPY.map((m) => m.value)).toEqual([...PARAPHRASE_MODES]);
    for (const copy of MODE_COPY) {
      expect(copy.label).not.toBe('');
      expect(copy.hint.length).toBeGreaterThan(30);
      expect(copy.ai.length).toBeGreaterThan(30);
    }
    expect(new Set(MODE_COPY.map((m) => m.ai)).size).toBe(MODE_COPY.length);
  });

  it('tell the AI service which words to keep', () => {
    expect(aiInstruction('Paraphrase this.', [])).toBe('Paraphrase this.');
    expect(aiInstruction('Paraphrase this.', ['Acme', 'on-call'])).toBe(
      'Paraphrase this. Keep these words and phrases exactly as written: "Acme", "on-call".',
    );
  });
});
