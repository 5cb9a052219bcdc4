import { addDays, daysBetween } from './dates';

/**
 * Small pieces of English the templates need to write about a person or a span of time correctly:
 * pronouns with verbs that agree ("they were", "she was"), a or an, and "six weeks" for 42 days.
 */
/** The values of a form's pronoun choice (content/tools/documents/shared.ts words them). */
export type PronounChoice = 'she' | 'he' | 'they' | 'name';

export type Pronouns = {
  /** She, He, They, or the first name. */
  Subject: string;
  subject: string;
  object: string;
  possessive: string;
  /** `was` or `were`. */
  was: string;
  /** `is` or `are`. */
  is: string;
  /** `has` or `have`. */
  has: string;
  /** Singular "they" takes plural verbs: "they hold", not "they holds". */
  plural: boolean;
};

/** The verb form that agrees with the pronoun: `agree(p, 'holds', 'hold')`. */
export function agree(p: Pronouns, singular: string, plural: string): string {
  return p.plural ? plural : singular;
}

export function pronouns(choice: string, firstName: string): Pronouns {
  switch (choice as PronounChoice) {
    case 'she':
      return {
        Subject: 'She',
        subject: 'she',
        object: 'her',
        possessive: 'her',
        was: 'was',
        is: 'is',
        has: 'has',
        plural: false,
      };
    case 'he':
      return {
        Subject: 'He',
        subject: 'he',
        object: 'him',
        possessive: 'his',
        was: 'was',
        is: 'is',
        has: 'has',
        plural: false,
      };
    case 'they':
      return {
        Subject: 'They',
        subject: 'they',
        object: 'them',
        possessive: 'their',
        was: 'were',
        is: 'are',
        has: 'have',
        plural: true,
      };
    default: {
      const possessive = /s$/i.test(firstName) ? `${firstName}’` : `${firstName}’s`;
      return {
        Subject: firstName,
        subject: firstName,
        object: firstName,
        possessive,
        was: 'was',
        is: 'is',
        has: 'has',
        plural: false,
      };
    }
  }
}

/** `a` or `an` before a word, by its sound for the common cases (an hour, a university, an SQL). */
export function article(word: string): string {
  const w = word.trim();
  if (/^(hour|honest|honou?r|heir)/i.test(w)) return 'an';
  if (/^(uni|use|usu|eu|one\b|once)/i.test(w) || /^U[A-Z]/.test(w)) return 'a';
  if (/^[AEFHILMNORSX][A-Z0-9]/.test(w)) return 'an';
  return /^[aeiou]/i.test(w) ? 'an' : 'a';
}

export function withArticle(word: string): string {
  return `${article(word)} ${word}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** `two`, `twelve`, `13`: words for small counts, as letters write them. */
export function countWord(value: number): string {
  return Number.isInteger(value) && value >= 0 && value < SMALL.length ? SMALL[value]! : String(value);
}

const plural = (count: number, unit: string) => `${countWord(count)} ${unit}${count === 1 ? '' : 's'}`;

/** Whole months from one date to another when they fall on the same day of the month, else null. */
function wholeMonths(from: string, to: string): number | null {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const months = (ty - fy) * 12 + (tm - fm);
  return fd === td && months > 0 ? months : null;
}

/** The span between two dates in the unit a letter would use: `two months`, `six weeks`, `45 days`. */
export function spanWords(from: string, to: string): string {
  const months = wholeMonths(from, to);
  if (months !== null) return plural(months, 'month');
  const days = daysBetween(from, to);
  if (days > 0 && days % 7 === 0) return plural(days / 7, 'week');
  return plural(days, 'day');
}

export { addDays, daysBetween };
