import type { Problem } from '../problems';
import { BE_HAVE, MODALS, SUBORDINATORS, SUBJECT_PRONOUNS, verbForms } from './lexicon';
import { insertAfter, ruleProblem } from './problem';
import type { Sentence, Token } from './tokens';

/**
 * The comma after an introductory clause or phrase: "When the offer arrives, we…", "As a
 * result, the…", "Unfortunately, the…". Only sentences with no comma at all are read, so a
 * writer who placed one somewhere is trusted.
 */
const OPENERS = [
  'unfortunately',
  'fortunately',
  'additionally',
  'furthermore',
  'moreover',
  'meanwhile',
  'consequently',
  'nevertheless',
  'nonetheless',
  'otherwise',
  'instead',
  'similarly',
  'likewise',
  'in addition',
  'as a result',
  'for example',
  'for instance',
  'in fact',
  'on the other hand',
  'in short',
  'in summary',
  'in conclusion',
  'of course',
  'in the meantime',
  'at the same time',
  'as a reminder',
  'to summarize',
  'by the way',
].map((phrase) => phrase.split(' '));

const STOP_BEFORE = new Set(
  'and or but that to than if whether what which who how why where when'.split(' '),
);

function startsMainClause(words: Token[], at: number): boolean {
  const word = words[at]!;
  const next = words[at + 1];
  if (word.lower === 'please') return true;
  if (!SUBJECT_PRONOUNS.has(word.lower) || word.lower === 'it' || !next) return false;
  return (
    MODALS.has(next.lower) ||
    BE_HAVE.has(next.lower) ||
    Boolean(verbForms(next.lower)) ||
    /n[’']t$/.test(next.lower)
  );
}

function comma(text: string, after: Token, message: string): Problem {
  return ruleProblem(
    text,
    'introductory-comma',
    after.start,
    after.end,
    'Punctuation',
    message,
    [insertAfter(',')],
    {
      safe: true,
    },
  );
}

export function commaRules(text: string, sentences: Sentence[]): Problem[] {
  const out: Problem[] = [];
  for (const { tokens, words } of sentences) {
    if (tokens.some((t) => t.text === ',' || t.text === ';') || words.length < 4) continue;
    const opener = OPENERS.find((phrase) => phrase.every((part, i) => words[i]?.lower === part));
    if (opener) {
      const last = words[opener.length - 1]!;
      const next = words[opener.length];
      // "However you look at it" and "Instead of…" are not openers.
      if (next && next.lower !== 'of' && next.lower !== 'to')
        out.push(
          comma(
            text,
            last,
            `Put a comma after “${text.slice(words[0]!.start, last.end)}” at the start of a sentence.`,
          ),
        );
      continue;
    }
    if (!SUBORDINATORS.has(words[0]!.lower)) continue;
    // The clause needs a subject and a verb before the main clause can start: at least word 3.
    for (let at = 3; at < words.length - 1; at += 1) {
      if (!startsMainClause(words, at)) continue;
      const before = words[at - 1]!;
      if (STOP_BEFORE.has(before.lower)) break;
      // "documents proving you can…" goes on; "the team is growing we…" ends.
      if (/ing$/.test(before.lower) && !BE_HAVE.has(words[at - 2]?.lower ?? '')) break;
      if (!/^\s+$/.test(text.slice(before.end, words[at]!.start))) break;
      out.push(comma(text, before, 'Put a comma after an introductory clause, before the main one begins.'));
      break;
    }
  }
  return out;
}
