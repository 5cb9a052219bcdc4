import { graphemes, hasSegmenter } from './segment';
import type { TextStats } from './stats';

/** What a limit counts: words, characters as a reader sees them, or X's weighted characters. */
export const LIMIT_MEASURES = ['words', 'characters', 'x'] as const;
export type LimitMeasure = (typeof LIMIT_MEASURES)[number];

export type LimitPreset = {
  id: string;
  label: string;
  measure: LimitMeasure;
  max: number;
  /** A lower bound, when falling short matters too (an essay minimum, a meta description). */
  min?: number;
  /** Where the number comes from or what it assumes, shown under the bar. */
  note?: string;
};

/** The id of the visitor's own goal among the presets, and what its fields hold at first. */
export const OWN_GOAL = 'own-goal';
export const OWN_GOAL_START = { text: '500', measure: 'words' } as const;

/** A goal the visitor sets: a number of words or characters, from the text typed in its field. */
export function ownGoal(
  text: string,
  measure: 'words' | 'characters',
): { preset: LimitPreset; error?: undefined } | { preset?: undefined; error: string } {
  const trimmed = text.trim().replace(/[,\s]/g, '');
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1)
    return { error: `Enter your goal as a whole number of ${measure}, such as 500.` };
  const max = Number(trimmed);
  if (max > 1_000_000) return { error: `Enter a goal of at most 1,000,000 ${measure}.` };
  return {
    preset: { id: OWN_GOAL, label: `Your goal: ${max.toLocaleString('en-US')} ${measure}`, measure, max },
  };
}

export type LimitState = 'empty' | 'under' | 'within' | 'over';

export type LimitStatus = {
  value: number;
  state: LimitState;
  /** How full the bar is, 0 to 1 (capped: the "over" state says by how much). */
  fill: number;
  message: string;
};

const UNIT: Record<LimitMeasure, [string, string]> = {
  words: ['word', 'words'],
  characters: ['character', 'characters'],
  x: ['character', 'characters'],
};
const unit = (measure: LimitMeasure, n: number) => UNIT[measure][n === 1 ? 0 : 1];
const fmt = (n: number) => n.toLocaleString('en-US');

// X (Twitter) counts code points below U+1100 and a few punctuation ranges as one, everything
// else (Chinese, Japanese, Korean, most emoji) as two, and every link as 23: twitter-text v3.
const LIGHT: readonly [number, number][] = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];
const X_LINK =
  /\bhttps?:\/\/[^\s<>"']+|(?<![@\w.-])(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|co|ai|dev|app|edu|gov|us|uk)\b(?:\/[^\s<>"']*)?/giu;
const X_EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;

/** A post's length as X counts it against 280. */
export function xLength(text: string, native = hasSegmenter()): number {
  let length = 0;
  // A link's trailing full stop or bracket is text, not part of the link.
  const withoutLinks = text.normalize('NFC').replace(X_LINK, (link) => {
    length += 23;
    return link.match(/[.,;:!?)\]'"]+$/)?.[0] ?? '';
  });
  for (const cluster of graphemes(withoutLinks, native)) {
    if (X_EMOJI.test(cluster)) {
      length += 2;
      continue;
    }
    for (const char of cluster) {
      const code = char.codePointAt(0) ?? 0;
      length += LIGHT.some(([from, to]) => code >= from && code <= to) ? 1 : 2;
    }
  }
  return length;
}

export function measure(stats: TextStats, text: string, kind: LimitMeasure): number {
  if (kind === 'words') return stats.words;
  if (kind === 'characters') return stats.characters;
  return xLength(text);
}

/** Where a text stands against one limit, in a sentence and as a bar. */
export function limitStatus(preset: LimitPreset, value: number): LimitStatus {
  const { measure: kind, max, min } = preset;
  const fill = Math.min(1, value / max);
  if (value === 0) {
    return {
      value,
      state: 'empty',
      fill: 0,
      message:
        min !== undefined
          ? `Aim for ${fmt(min)} to ${fmt(max)} ${unit(kind, max)}.`
          : `Up to ${fmt(max)} ${unit(kind, max)}.`,
    };
  }
  if (value > max) {
    const over = value - max;
    return {
      value,
      state: 'over',
      fill: 1,
      message: `${fmt(value)} of ${fmt(max)}: ${fmt(over)} ${unit(kind, over)} over the limit.`,
    };
  }
  if (min !== undefined && value < min) {
    const short = min - value;
    return {
      value,
      state: 'under',
      fill,
      message: `${fmt(value)} of ${fmt(max)}: ${fmt(short)} ${unit(kind, short)} short of the ${fmt(min)} minimum.`,
    };
  }
  const left = max - value;
  return {
    value,
    state: 'within',
    fill,
    message: `${fmt(value)} of ${fmt(max)}: ${fmt(left)} ${unit(kind, left)} left.`,
  };
}

// GSM 03.38: the 7-bit alphabet every phone reads; the extension characters take two places.
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');
const escape = (chars: Iterable<string>) =>
  [...chars].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
const GSM_CLASS = escape([...GSM_BASIC, ...GSM_EXTENDED]);
// Regular expressions run natively: the character counter checks the whole text on every key.
const NOT_GSM = new RegExp(`[^${GSM_CLASS}]`, 'gu');
const EXTENDED_ALL = new RegExp(`[${escape(GSM_EXTENDED)}]`, 'g');
const PAIR_ALL = /[\ud800-\udbff][\udc00-\udfff]/g;
const EXTENDED_CODES = new Set([...GSM_EXTENDED].map((c) => c.charCodeAt(0)));

export type SmsInfo = {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets for GSM-7, 16-bit units for UCS-2. */
  units: number;
  segments: number;
  /** Room left in the last segment. */
  remaining: number;
  /** Characters that forced UCS-2 (at most a few, for the message). */
  culprits: string[];
};

/**
 * How a text message is sent: one 160-character GSM-7 segment, or 153 per part once split; any
 * character outside GSM-7 switches the whole message to UCS-2 (70, then 67 per part). A two-place
 * character or a surrogate pair is never split across parts. One pass over the text without
 * copying it: the character counter runs this on every key, at 100,000 words too.
 */
export function smsInfo(text: string): SmsInfo {
  const culprits: string[] = [];
  for (const match of text.matchAll(NOT_GSM)) {
    if (!culprits.includes(match[0])) culprits.push(match[0]);
    if (culprits.length === 5) break;
  }
  const gsm = culprits.length === 0;
  const single = gsm ? 160 : 70;
  const part = gsm ? 153 : 67;
  // Places that take two: GSM-7 extension characters, or UCS-2 surrogate pairs.
  const wide = gsm ? EXTENDED_ALL : PAIR_ALL;
  const doubles = text.match(wide)?.length ?? 0;
  const units = gsm ? text.length + doubles : text.length;
  const encoding = gsm ? 'GSM-7' : 'UCS-2';
  if (units <= single)
    return { encoding, units, segments: units ? 1 : 0, remaining: single - units, culprits };
  if (!doubles) {
    const segments = Math.ceil(units / part);
    return { encoding, units, segments, remaining: segments * part - units, culprits };
  }
  // A two-place character that would straddle parts starts the next one.
  let segments = 1;
  let used = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const two = gsm ? EXTENDED_CODES.has(code) : code >= 0xd800 && code <= 0xdbff && i + 1 < text.length;
    if (!gsm && two) i += 1;
    const cost = two ? 2 : 1;
    if (used + cost > part) {
      segments += 1;
      used = 0;
    }
    used += cost;
  }
  return { encoding, units, segments, remaining: part - used, culprits };
}
