import type { Problem } from '../problems';
import { BE_HAVE, MODALS, verbForms } from './lexicon';
import { insertAfter, ruleProblem } from './problem';
import { tokenize } from './tokens';

/**
 * The last sentence of the text ending without a full stop, question or exclamation mark. Only a
 * sentence (four words or more, with a verb) is read: titles, list items and sign-offs are left
 * alone, as are lines earlier in the text, which are often headings.
 */
const QUESTION =
  /^(can|could|would|will|do|does|did|is|are|was|were|have|has|what|when|where|who|why|how|which|should|may|shall)\b/i;
const SIGN_OFF = /^((best|kind|warm)\s+)?regards|^thanks|^thank you\W*$|^sincerely|^dear\b|^hi\b|^hello\b/i;

export function endPunctuationRules(text: string): Problem[] {
  const end = text.trimEnd();
  const lineStart = end.lastIndexOf('\n') + 1;
  const line = end.slice(lineStart);
  if (!/[\p{L}\p{N}]$/u.test(line) || /^\s*([-*•]|\d+[.)])\s/u.test(line) || SIGN_OFF.test(line.trim()))
    return [];
  const words = tokenize(line).filter((t) => t.word);
  if (words.length < 4) return [];
  // Headings in title case ("10 Ways to Improve Payroll") and headlines cut by | or · are not sentences.
  const long = words.filter((w) => w.text.length > 3);
  const capitals = long.filter((w) => /^\p{Lu}/u.test(w.text)).length;
  if ((capitals >= 2 && capitals / long.length >= 0.6) || /\s[|·•]\s/.test(line)) return [];
  const hasVerb =
    words.some(
      (w, i) =>
        BE_HAVE.has(w.lower) ||
        MODALS.has(w.lower) ||
        (i > 0 && verbForms(w.lower)) ||
        /n[’']t$/.test(w.lower),
    ) || Boolean(verbForms(words[0]!.lower)?.forms.has('base'));
  if (!hasVerb) return [];
  const last = words.at(-1)!;
  const start = lineStart + last.start;
  return [
    ruleProblem(
      text,
      'end-punctuation',
      start,
      start + last.text.length,
      'Punctuation',
      'End the sentence with a full stop or a question mark.',
      [insertAfter(QUESTION.test(line.trimStart()) ? '?' : '.')],
      { safe: true },
    ),
  ];
}
