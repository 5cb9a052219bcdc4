import { formatClock, STAR_KEYS, type StarKey } from './machine';
import { readStar } from './star';

/**
 * On-device feedback on a typed answer: length, STAR elements, filler words and numbers. Word lists
 * rather than understanding: it says what it found and why it matters, and never scores a person.
 * Each fact is decided once and both the findings and the tips are written from it, so the two
 * lists can never disagree (a "measurable result" finding beside an "add a number" tip).
 */

/** Spoken English runs about 130 to 150 words a minute; the middle is used to estimate time. */
const WORDS_PER_MINUTE = 140;

const FILLERS: readonly [string, RegExp][] = [
  ['um', /\bu+m+\b/gi],
  ['uh', /\bu+h+\b/gi],
  ['you know', /\byou know\b/gi],
  ['basically', /\bbasically\b/gi],
  ['actually', /\bactually\b/gi],
  ['literally', /\bliterally\b/gi],
  ['sort of', /\bsort of\b/gi],
  ['kind of', /\bkind of\b/gi],
  ['I mean', /\bi mean\b/gi],
  ['like', /(?:^|[,.]\s*)like,|\blike,\s/gi],
];

export interface AnswerFeedback {
  readonly words: number;
  /** About how long the answer takes to say, in seconds. */
  readonly spokenSeconds: number;
  readonly length: 'empty' | 'short' | 'good' | 'long';
  readonly star: Readonly<Record<StarKey, boolean>>;
  readonly fillers: readonly { word: string; count: number }[];
  /** Any quantity in the answer, leaving out dates and years of experience. */
  readonly hasNumbers: boolean;
  /** The outcome the answer states carries a number. */
  readonly measurableResult: boolean;
  /** What was found, one line each, as the summary lists them. */
  readonly findings: readonly string[];
  readonly tips: readonly string[];
}

export const STAR_NAMES: Readonly<Record<StarKey, string>> = {
  situation: 'Situation',
  task: 'Task',
  action: 'Action',
  result: 'Result',
};

export const ADD_A_NUMBER = 'Add a number if you can: how many, how much, how fast, or by what percentage.';

const STAR_TIPS: Readonly<Record<StarKey, string>> = {
  situation: 'Set the scene in a sentence: where you were and what was going on.',
  task: 'Say what you were responsible for or what had to be achieved.',
  action: 'Say what you did, with “I”: the steps you took, not only what the team did.',
  result: 'Finish with the outcome: what changed, ideally with a number, and what you learned.',
};

export function analyzeAnswer(text: string, behavioral = true): AnswerFeedback {
  const words = text.trim() ? text.trim().split(/\s+/).length : 0;
  const spokenSeconds = Math.round((words / WORDS_PER_MINUTE) * 60);
  const length = words === 0 ? 'empty' : words < 60 ? 'short' : words > 330 ? 'long' : 'good';
  const { star, measurableResult, hasNumbers } = readStar(text);
  const fillers = FILLERS.map(([word, pattern]) => ({
    word,
    count: text.match(pattern)?.length ?? 0,
  })).filter((filler) => filler.count > 0);
  const tips: string[] = [];
  if (length === 'empty')
    tips.push('No typed answer: type the key points you said, so you can review them later.');
  if (length === 'short')
    // Worded for any short answer, so it never asks for a part the findings say is there.
    tips.push('Under about 60 words (30 seconds spoken): give each part of the story more detail.');
  if (length === 'long')
    tips.push(
      'Over about 330 words (more than 2 minutes spoken): cut the background and lead with what you did.',
    );
  if (words > 0 && behavioral) for (const key of STAR_KEYS) if (!star[key]) tips.push(STAR_TIPS[key]);
  // Behavioral answers are judged on the number in their result; others on any number at all.
  const numbered = behavioral ? measurableResult : hasNumbers;
  if (words > 0 && !numbered) tips.push(ADD_A_NUMBER);
  const fillerTotal = fillers.reduce((sum, filler) => sum + filler.count, 0);
  if (fillerTotal >= 3)
    tips.push(`${fillerTotal} filler words: pause instead; a short silence sounds more confident.`);
  const findings = [
    `${words} words typed${words ? `, about ${formatClock(spokenSeconds)} when spoken` : ''}.`,
  ];
  if (behavioral)
    findings.push(
      `STAR elements found: ${
        STAR_KEYS.filter((key) => star[key])
          .map((key) => STAR_NAMES[key])
          .join(', ') || 'none'
      }.`,
      measurableResult
        ? 'Measurable result: the outcome includes a number.'
        : star.result
          ? 'Result without a number: the outcome is there but not measured.'
          : 'No result found: the answer does not say how it turned out.',
    );
  else findings.push(hasNumbers ? 'Includes numbers.' : 'No numbers.');
  findings.push(
    `Filler words: ${fillers.length ? fillers.map((f) => `“${f.word}” ×${f.count}`).join(', ') : 'none'}.`,
  );
  return { words, spokenSeconds, length, star, fillers, hasNumbers, measurableResult, findings, tips };
}
