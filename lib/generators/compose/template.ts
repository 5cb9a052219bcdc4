import { capitalize } from './grammar';

/**
 * Slot filling. A template is text with `{slot}` markers; `{Slot}` capitalises the value (for a
 * slot that opens a sentence). A slot with no value becomes a `[Label]` blank the visitor fills in,
 * so nothing is invented and nothing is silently dropped. Templates that need a value to make sense
 * are chosen only when it is present; see `when` in the engines.
 */
export type Slots = Record<string, string | undefined>;

/** What a missing slot shows: its label in brackets ("[Recipient name]"). */
export type Blanks = Record<string, string>;

const MARKER = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

export function fill(template: string, slots: Slots, blanks: Blanks = {}): string {
  return template.replace(MARKER, (_match, name: string) => {
    const key = name.charAt(0).toLowerCase() + name.slice(1);
    const value = slots[key]?.trim();
    if (!value) return `[${blanks[key] ?? humanize(key)}]`;
    return name === key ? value : capitalize(value);
  });
}

/** `recipientName` -> `Recipient name`, for a blank with no label given. */
function humanize(key: string): string {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return capitalize(words);
}

/** Template markers left in a text: a bug in a template, which the tests look for. */
export function leftoverMarkers(text: string): string[] {
  return [...text.matchAll(/\{[^}\s]*\}|\{\{|\}\}|undefined|null|NaN/g)].map((m) => m[0]);
}

/** The `[...]` blanks in a text, for the "left to fill in" note. */
export function blanksIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\[([^\]\n]{1,80})\]/g)].map((m) => m[1] ?? ''))];
}

/**
 * Tidies text assembled from parts: single spaces, no space before punctuation, no doubled full
 * stops ("Inc.." from a value ending in a full stop), at most one blank line between paragraphs.
 */
export function tidy(text: string): string {
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/ +([,.;:!?])/g, '$1')
    .replace(/(?<!\.)\.\.(?!\.)/g, '.')
    .replace(/([!?])\./g, '$1')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
