import type { Problem } from '../problems';
import { BE_HAVE, MODALS, verbForms } from './lexicon';
import { insertAfter, replace, ruleProblem } from './problem';
import { tokenize } from './tokens';

/**
 * The last sentence of the text ending without a full stop, question or exclamation mark. Only a
 * sentence (four words or more, with a verb) is read: titles, list items and sign-offs are left
 * alone, as are lines earlier in the text, which are often headings.
 */
const QUESTION =
  /^(can|could|would|will|do|does|did|is|are|was|were|have|has|what|when|where|who|why|how|which|should|may|shall)\b/i;
const SIGN_OFF = /^((best|kind|warm)\s+)?regards|^thanks|^thank you\W*$|^sincerely|^dear\b|^hi\b|^hello\b/i;

/** An auxiliary and its subject open a question: "Are you free", "Could you send", "Has anyone seen". */
const ASKS =
  /^((can|could|would|will|do|does|did|is|are|was|were|have|has|should|shall)\s+(you|we|they|he|she|it|i|anyone|anybody|everyone|someone|there)|(is|are|was|were)\s+(the|this|that|our|your|my|his|her|their))\b/i;
const WH =
  /^(what|when|where|why|how|which|who)\s+(is|are|was|were|do|does|did|can|could|should|will|would|has|have)\b/i;

/** Questions closed with a full stop: "Are you free this afternoon." Polite requests ("Could you please…") are left alone. */
function questionsWithFullStop(text: string): Problem[] {
  const out: Problem[] = [];
  for (const match of text.matchAll(/(?<=^|[.!?]\s+|\n\s*)([A-Z][^.!?\n]*?)\.(?=\s|$)/g)) {
    const sentence = match[1]!;
    if (!ASKS.test(sentence) && !WH.test(sentence)) continue;
    if (/\b(please|kindly)\b/i.test(sentence)) continue;
    // "When the offer arrives, we sign." is a statement: a comma before the end means a clause.
    if (sentence.includes(',')) continue;
    const stop = match.index + sentence.length;
    out.push(
      ruleProblem(
        text,
        'question-mark',
        stop,
        stop + 1,
        'Punctuation',
        'This is a question: end it with a question mark.',
        [replace('?')],
        {
          safe: true,
        },
      ),
    );
  }
  return out;
}

export function endPunctuationRules(text: string): Problem[] {
  return [...questionsWithFullStop(text), ...lastSentence(text)];
}

function lastSentence(text: string): Problem[] {
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
