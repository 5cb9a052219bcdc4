import { describe, expect, it } from 'vitest';
import {
  applyFix,
  countByKind,
  fixAll,
  fixLabel,
  ignoreKey,
  kindLabel,
  pieces,
  shiftProblems,
  toProblems,
  type LintLike,
} from '@/lib/writing/grammar/problems';

type Recorded = {
  start: number;
  end: number;
  kind: string;
  message: string;
  text: string;
  fixes: [number, string][];
  rule?: string;
};

/** Harper 2.10.0's lints, recorded from tests/unit/writing/grammar-harper.test.ts runs. */
const lint = (r: Recorded): LintLike => ({
  span: () => ({ start: r.start, end: r.end }),
  lint_kind: () => r.kind,
  message: () => r.message,
  get_problem_text: () => r.text,
  suggestions: () => r.fixes.map(([kind, text]) => ({ kind: () => kind, get_replacement_text: () => text })),
  rule: r.rule,
});

const TEXT = 'We need a hour. Their going home. This is is odd. I has a plan.';
const RECORDED: Recorded[] = [
  {
    start: 8,
    end: 9,
    kind: 'Miscellaneous',
    message: 'Incorrect indefinite article.',
    text: 'a',
    fixes: [[0, 'an']],
    rule: 'AnA',
  },
  {
    start: 16,
    end: 21,
    kind: 'Grammar',
    message: 'Did you mean `they’re`?',
    text: 'Their',
    fixes: [
      [0, "They're"],
      [0, "They're "],
    ],
    rule: 'TheirToTheyre',
  },
  {
    start: 39,
    end: 44,
    kind: 'Repetition',
    message: 'Did you mean to repeat this word?',
    text: 'is is',
    fixes: [[0, 'is']],
    rule: 'RepeatedWords',
  },
  {
    start: 52,
    end: 55,
    kind: 'Agreement',
    message: 'The form of the verb must agree in grammatical number with the pronoun.',
    text: 'has',
    fixes: [[0, 'have']],
    rule: 'PronounVerbAgreement',
  },
];

const problems = () => toProblems(TEXT, RECORDED.map(lint));

describe('turning lints into problems', () => {
  it('keeps each problem’s place, words and fixes, dropping a fix that would double a space', () => {
    const list = problems();
    expect(list.map((p) => p.flagged)).toEqual(['a', 'Their', 'is is', 'has']);
    expect(list[1]!.fixes).toEqual([{ kind: 'replace', text: "They're" }]);
    expect(list.map((p) => TEXT.slice(p.start, p.end))).toEqual(['a', 'Their', 'is is', 'has']);
  });

  it('finds the words when offsets are code points, not UTF-16 units', () => {
    const text = 'Team 😀 needs a hour.';
    // Rust counts the emoji as one character, JavaScript as two.
    const [problem] = toProblems(text, [
      lint({ start: 13, end: 14, kind: 'Miscellaneous', message: 'x', text: 'a', fixes: [[0, 'an']] }),
    ]);
    expect(text.slice(problem!.start, problem!.end)).toBe('a');
    expect(applyFix(text, problem!, problem!.fixes[0]!)).toBe('Team 😀 needs an hour.');
  });

  it('drops a lint that cannot be placed rather than highlight the wrong words', () => {
    expect(
      toProblems('Nothing here.', [
        lint({ start: 0, end: 3, kind: 'Spelling', message: 'x', text: 'zzz', fixes: [] }),
      ]),
    ).toEqual([]);
  });

  it('labels kinds and fixes for people', () => {
    expect(kindLabel('WordChoice')).toBe('Word choice');
    expect(kindLabel('Miscellaneous')).toBe('Grammar');
    expect(kindLabel('Spelling')).toBe('Spelling');
    const [article] = problems();
    expect(fixLabel(article!, article!.fixes[0]!)).toBe('Use “an”');
    expect(fixLabel(article!, { kind: 'remove', text: '' })).toBe('Remove “a”');
    expect(fixLabel(article!, { kind: 'insert-after', text: ',' })).toBe('Add “,”');
  });
});

describe('applying fixes', () => {
  it('replaces, removes or inserts at the problem only', () => {
    const [article, , repeat] = problems();
    expect(applyFix(TEXT, article!, { kind: 'replace', text: 'an' })).toBe(TEXT.replace('a hour', 'an hour'));
    expect(applyFix(TEXT, repeat!, { kind: 'remove', text: '' })).toBe(
      'We need a hour. Their going home. This  odd. I has a plan.',
    );
    expect(applyFix(TEXT, article!, { kind: 'insert-after', text: 'n' })).toBe(
      TEXT.replace('a hour', 'an hour'),
    );
  });

  it('keeps the other problems on their words after one fix', () => {
    const list = problems();
    const fixed = applyFix(TEXT, list[1]!, list[1]!.fixes[0]!);
    const shifted = shiftProblems(list, { start: 16, end: 21, insert: "They're" }, list[1]!.id);
    expect(shifted.map((p) => fixed.slice(p.start, p.end))).toEqual(['a', 'is is', 'has']);
  });

  it('fixes everything in one pass, from the end backwards', () => {
    expect(fixAll(TEXT, problems())).toEqual({
      text: "We need an hour. They're going home. This is odd. I have a plan.",
      fixed: 4,
      left: 0,
    });
  });

  it('leaves guesses, protected words and unknown rules for the visitor, and counts them', () => {
    const text = 'We met in paris and recieved a hour.';
    const list = toProblems(text, [
      lint({
        start: 10,
        end: 15,
        kind: 'Spelling',
        message: 'x',
        text: 'paris',
        fixes: [
          [0, "par's"],
          [0, 'Paris'],
        ],
        rule: 'SpellCheck',
      }),
      lint({
        start: 20,
        end: 28,
        kind: 'Spelling',
        message: 'x',
        text: 'recieved',
        fixes: [[0, 'received']],
        rule: 'SpellCheck',
      }),
      lint({
        start: 29,
        end: 30,
        kind: 'Miscellaneous',
        message: 'x',
        text: 'a',
        fixes: [[0, 'an']],
        rule: 'AnA',
      }),
    ]);
    expect(list.map((p) => p.safe)).toEqual([false, false, true]);
    expect(fixAll(text, list)).toEqual({ text: 'We met in paris and recieved an hour.', fixed: 1, left: 2 });
    expect(fixAll(text, list, (p) => p.flagged === 'a')).toEqual({ text, fixed: 0, left: 3 });
  });

  it('trusts Harper’s pronoun agreement only where the pronoun is the subject', () => {
    const text = 'Managing you is the easy part.';
    const [problem] = toProblems(text, [
      lint({
        start: 13,
        end: 15,
        kind: 'Agreement',
        message: 'x',
        text: 'is',
        fixes: [[0, 'are']],
        rule: 'PronounVerbAgreement',
      }),
    ]);
    expect(problem!.safe).toBe(false);
    expect(fixAll(text, [problem!])).toEqual({ text, fixed: 0, left: 1 });
  });

  it('skips a problem overlapping one already fixed, and one whose words have changed', () => {
    const list = problems();
    const overlapping = {
      ...list[2]!,
      id: 'x',
      start: 42,
      end: 44,
      flagged: 'is',
      fixes: [{ kind: 'remove' as const, text: '' }],
    };
    const { fixed, left } = fixAll(TEXT, [...list, { ...overlapping, safe: true }]);
    expect(fixed).toBe(4);
    expect(left).toBe(1);
    expect(fixAll(TEXT.replace('a hour', 'one hour'), list.slice(0, 1)).fixed).toBe(0);
  });
});

describe('showing problems', () => {
  it('counts them by kind, kinds with the same name together', () => {
    expect(countByKind(problems()).map((k) => `${k.label} ${k.count}`)).toEqual([
      'Grammar 2',
      'Agreement 1',
      'Repetition 1',
    ]);
  });

  it('cuts the text into plain and flagged pieces that add back up to it', () => {
    const cut = pieces(TEXT, problems());
    expect(cut.map((p) => p.text).join('')).toBe(TEXT);
    expect(cut.filter((p) => p.problem).map((p) => p.text)).toEqual(['a', 'Their', 'is is', 'has']);
  });

  it('remembers an ignored problem by its surroundings, not just its words', () => {
    const [article] = problems();
    const other = toProblems('Take a hour off.', [
      lint({
        start: 5,
        end: 6,
        kind: 'Miscellaneous',
        message: 'Incorrect indefinite article.',
        text: 'a',
        fixes: [[0, 'an']],
      }),
    ])[0]!;
    expect(ignoreKey(TEXT, article!)).toBe(ignoreKey(`${TEXT} More text.`, article!));
    expect(ignoreKey(TEXT, article!)).not.toBe(ignoreKey('Take a hour off.', other));
  });
});
