import { describe, expect, it } from 'vitest';
import {
  paraphrase,
  PARAPHRASE_MODES,
  type ParaphraseMode,
  type Strength,
} from '@/lib/writing/rewrite/engine';
import { isChange, resolveText, type Change } from '@/lib/writing/rewrite/pieces';

const run = (text: string, mode: ParaphraseMode = 'standard', strength: Strength = 'balanced') =>
  resolveText(paraphrase(text, mode, { strength }).pieces);
const changes = (text: string, mode: ParaphraseMode = 'standard') =>
  paraphrase(text, mode).pieces.filter(isChange);

describe('synonym swaps', () => {
  it('keeps the form of the word it replaces', () => {
    expect(run('We have chosen three applicants.')).toBe('We have picked three candidates.');
    expect(run('She hired two analysts last spring.')).toBe('She recruited two analysts last spring.');
    expect(run('The tool was purchased last year.', 'simple')).toBe('The tool was bought last year.');
  });

  it('keeps capital letters', () => {
    expect(run('Improve the onboarding checklist.')).toBe('Boost the onboarding checklist.');
    expect(run('Purchase the licenses before May.', 'simple')).toBe('Buy the licenses before May.');
  });

  it('swaps only the part of speech in the table', () => {
    // "use" the verb has formal synonyms; "use" the noun is not in the table.
    expect(run('We use the data every week.', 'formal')).toBe('We utilize the data every week.');
    expect(run('The use of data matters.', 'formal')).toBe('The use of data matters.');
  });

  it('offers the other members of the group as alternatives', () => {
    const change = changes('We need a quick answer.').find((c) => c.original === 'quick') as Change;
    expect(change.text).toBe('fast');
    expect(change.options).toEqual(['rapid', 'swift']);
  });

  it('does not put a verb that cannot take "to" before "to"', () => {
    expect(run('We need to hire faster.', 'formal')).toBe('We need to hire faster.');
    expect(run('We need a quick answer.', 'formal')).toBe('We require a rapid answer.');
  });

  it('fixes "a"/"an" before a swapped word', () => {
    expect(run('We had an excellent year.')).toBe('We had a great year.');
  });
});

describe('protected words', () => {
  const text =
    'Maria Chen said “the main problem is cost” in 2024, and 42 analysts read https://example.com/help-quick-guide about it.';
  it('leaves names, numbers, quotations and links exactly as written', () => {
    const out = run(text, 'standard');
    expect(out).toContain('Maria Chen');
    expect(out).toContain('“the main problem is cost”');
    expect(out).toContain('2024');
    expect(out).toContain('42 analysts');
    expect(out).toContain('https://example.com/help-quick-guide');
    for (const change of changes(text)) {
      expect([
        'Maria',
        'Chen',
        'main',
        'problem',
        'cost',
        '42',
        'https://example.com/help-quick-guide',
      ]).not.toContain(change.original);
    }
  });
});

describe('phrase rules', () => {
  it('shortens wordy phrases, keeping the capital', () => {
    expect(run('In order to grow, due to the fact that costs rose, we paused.', 'simple')).toBe(
      'To grow, because costs rose, we paused.',
    );
    expect(run('Due to the fact that we paused, hiring slowed.', 'simple')).toBe(
      'Because we paused, hiring slowed.',
    );
  });

  it('drops an empty opener and capitalises the next word', () => {
    expect(run('It is important to note that the policy starts in May.', 'simple')).toBe(
      'The policy starts in May.',
    );
  });

  it('spells out contractions when formal and makes them when simple', () => {
    expect(run("We don't pay overtime and it's fine.", 'formal')).toBe(
      'We do not pay overtime and it is fine.',
    );
    expect(run('We do not pay overtime.', 'simple')).toBe("We don't pay overtime.");
  });

  it('removes filler words in the shorter mode', () => {
    expect(run('The team is really happy with the results.', 'shorten')).toBe(
      'The team is happy with the results.',
    );
  });
});

describe('sentence rewrites', () => {
  it('turns a short past-tense passive sentence active', () => {
    expect(run('The offer was accepted by the candidate.', 'simple')).toBe(
      'The candidate accepted the offer.',
    );
    expect(run('The report was written by them.')).toBe('They wrote the report.');
    // The standard mode also swaps words inside the sentence it turns around.
    expect(run('The offer was accepted by the candidate.')).toBe('The applicant accepted the offer.');
  });

  it('leaves a passive sentence alone when more follows the agent', () => {
    expect(run('The offer was accepted by the candidate after a long call.')).not.toMatch(/^The candidate/);
  });

  it('moves a short opening phrase to the end in the standard mode', () => {
    expect(run('In 2024, the team hired 12 people.')).toBe('The group recruited 12 individuals in 2024.');
    // With fewer changes nothing is moved.
    expect(run('In 2024, the team hired 12 people.', 'standard', 'fewer')).toMatch(
      /^In 2024, the \w+ hired 12 people\.$/,
    );
  });

  it('moves an opening condition after the main clause, and a closing time phrase to the front', () => {
    expect(run('If it rains, we will meet indoors.')).toBe('We will meet indoors if it rains.');
    expect(run('The lunch menu at the office changed last week.')).toBe(
      'Last week, the lunch menu at the office altered.',
    );
    // "into the next year" is where the days go, not when: it stays.
    expect(run('Five unused days may be carried over into the next year.')).toContain('into the next year.');
  });

  it('splits a long sentence in the simple mode where a new clause starts', () => {
    expect(
      run(
        'Employees are expected to complete the training in their first week, and they must submit their timesheets before the deadline.',
        'simple',
      ),
    ).toBe(
      'Workers are expected to complete the training in their first week. They must send in their timesheets before the deadline.',
    );
  });
});

describe('the result as a whole', () => {
  const text =
    'In order to hire faster, we need to improve our interview process. The offer was accepted by the candidate. We utilize a very simple method to choose applicants.';

  it('is the same every time for the same text and mode', () => {
    for (const mode of PARAPHRASE_MODES) expect(paraphrase(text, mode)).toEqual(paraphrase(text, mode));
  });

  it('differs between modes', () => {
    const richer =
      "In order to hire faster, we don't need a very large team. The offer was accepted by the candidate. We utilize a simple method to choose applicants, and we are able to review every application quickly. If you have questions, please contact us at any time.";
    const outputs = new Set(PARAPHRASE_MODES.map((mode) => run(richer, mode)));
    expect(outputs.size).toBe(PARAPHRASE_MODES.length);
  });

  it('gives back the original exactly when every change is reverted', () => {
    for (const mode of PARAPHRASE_MODES) {
      const { pieces } = paraphrase(text, mode);
      const reverted = Object.fromEntries(pieces.filter(isChange).map((c) => [c.id, c.original]));
      expect(resolveText(pieces, reverted)).toBe(text);
    }
  });

  it('changes nothing in an empty text', () => {
    expect(paraphrase('', 'standard').changes).toBe(0);
  });
});
