import { describe, expect, it } from 'vitest';
import { MODE_COPY } from '@/components/tools/writing/paraphraseModes';
import { rewriteInstruction } from '@/lib/writing/rewrite/ai-template';
import { modeRules, PARAPHRASE_MODES } from '@/lib/writing/rewrite/modes';

describe('the paraphraser’s modes', () => {
  it('are at least eight, each with its own rule set', () => {
    expect(PARAPHRASE_MODES.length).toBeGreaterThanOrEqual(8);
    const sets = PARAPHRASE_MODES.map((mode) => JSON.stringify(modeRules()[mode]));
    expect(new Set(sets).size).toBe(PARAPHRASE_MODES.length);
  });

  it('each have a label and a hint in the engine’s order, and a distinct AI instruction on the gateway', () => {
    expect(MODE_COPY.map((m) => m.value)).toEqual([...PARAPHRASE_MODES]);
    for (const copy of MODE_COPY) {
      expect(copy.label).not.toBe('');
      expect(copy.hint.length).toBeGreaterThan(30);
    }
    const instructions = PARAPHRASE_MODES.map((mode) =>
      rewriteInstruction({ tool: 'paraphrase', mode, keep: [], text: 'x' }),
    );
    for (const instruction of instructions) expect(instruction.length).toBeGreaterThan(30);
    expect(new Set(instructions).size).toBe(PARAPHRASE_MODES.length);
  });

  it('tell the AI service which words to keep', () => {
    const standard = rewriteInstruction({ tool: 'paraphrase', mode: 'standard', keep: [], text: 'x' });
    expect(
      rewriteInstruction({ tool: 'paraphrase', mode: 'standard', keep: ['Acme', 'on-call'], text: 'x' }),
    ).toBe(`${standard} Keep these words and phrases exactly as written: "Acme", "on-call".`);
  });
});
