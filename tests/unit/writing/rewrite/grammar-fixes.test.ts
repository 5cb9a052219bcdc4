import { describe, expect, it } from 'vitest';
import { paraphrase, PARAPHRASE_MODES, STRENGTHS } from '@/lib/writing/rewrite/engine';
import { isChange, resolveText } from '@/lib/writing/rewrite/pieces';
import { REWRITE_GOALS, rewriteText } from '@/lib/writing/rewrite/rewrite';

/** The ungrammatical outputs a visitor reported, checked in every mode, goal and strength. */
const everyOutput = (text: string) => [
  ...PARAPHRASE_MODES.flatMap((mode) =>
    STRENGTHS.map((strength) => resolveText(paraphrase(text, mode, { strength }).pieces)),
  ),
  ...REWRITE_GOALS.flatMap((goal) => STRENGTHS.map((strength) => rewriteText(text, goal, { strength }).text)),
];

describe('the reported ungrammatical outputs', () => {
  it('never turns "help us create" into "aid us create" or "assist us build"', () => {
    const text =
      "We're looking for a designer to help us create tools that small businesses use. You will help them build a plan and help customers decide faster.";
    for (const out of everyOutput(text)) {
      expect(out).not.toMatch(/\b(?:aid|aids|assist|assists)\s+(?:us|them|customers)\s+(?!to\b)\w+/i);
      expect(out).toMatch(/\bhelp us (?:create|build|develop)\b/);
    }
  });

  it('still offers "assist" where "help" takes an object and no verb', () => {
    const change = paraphrase('We help customers with billing questions.', 'formal')
      .pieces.filter(isChange)
      .find((c) => c.original === 'help');
    expect(change?.text).toBe('assist');
  });

  it('never splits a hyphenated compound: "fast-paced" stays whole', () => {
    const text =
      'You will work in a fast-paced, full-time role with a quick onboarding and a well-known team.';
    for (const out of everyOutput(text)) {
      expect(out).toContain('fast-paced');
      expect(out).toContain('full-time');
      expect(out).toContain('well-known');
      expect(out).not.toMatch(/quick-paced|rapid-paced|swift-paced/);
    }
  });

  it('keeps "a"/"an" right after a swap, whichever word comes next', () => {
    expect(resolveText(paraphrase('It is a useful tool.', 'standard').pieces)).toBe('It is a helpful tool.');
    expect(resolveText(paraphrase('We had an excellent year.', 'standard').pieces)).toBe(
      'We had a great year.',
    );
    // The article at the end of an added linking phrase follows the swapped word too.
    expect(
      resolveText(paraphrase('Start here. An employee who is late must call.', 'expand').pieces),
    ).toContain('In addition, a team member who is late will need to call.');
    for (const out of everyOutput('An easy test and a useful tool are an excellent start for an applicant.'))
      expect(out).not.toMatch(/\ban (?:[bcdfgjklmnpqrstvwxz]\w*)|\ba (?:[aeio]\w*)/i);
  });

  it('keeps the verb agreeing with its subject after a reworded phrase', () => {
    expect(resolveText(paraphrase('She needs to finish the report.', 'standard').pieces)).toBe(
      'She has to complete the report.',
    );
    expect(resolveText(paraphrase('They need to finish the report.', 'standard').pieces)).toBe(
      'They have to complete the report.',
    );
  });

  it('leaves phrasal verbs and fixed phrases alone', () => {
    const out = resolveText(
      paraphrase('Our server checked on us often. Please write down the date on short notice.', 'standard')
        .pieces,
    );
    expect(out).toContain('checked on us');
    expect(out).toContain('write down');
    expect(out).toContain('short notice');
  });
});
