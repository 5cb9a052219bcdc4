import type { Problem } from '../problems';
import { BE_HAVE, DETERMINERS, MODALS, SUBJECT_PRONOUNS, verbForms } from './lexicon';
import { matchCase, replace, ruleProblem } from './problem';
import type { Sentence, Token } from './tokens';

/**
 * Who and whom. "Whom" as the subject of its verb ("Whom is responsible", "the engineer whom
 * fixed it") becomes "who"; "who" straight after a preposition that opens a question ("To who
 * should I…", "With who did you…") becomes "whom". "Whom did you invite?" and "to whom we
 * offered" are right and left alone.
 */
const AUXILIARIES = new Set([...BE_HAVE, ...MODALS, 'do', 'does', 'did']);
const QUESTION_PREPOSITIONS = new Set([
  'to',
  'for',
  'with',
  'from',
  'by',
  'of',
  'about',
  'on',
  'against',
  'without',
]);

/** A word that starts a subject after an auxiliary: "did you", "is this", "should the team". */
function opensSubject(token: Token | undefined): boolean {
  if (!token?.word) return false;
  if (SUBJECT_PRONOUNS.has(token.lower) || DETERMINERS.has(token.lower)) return true;
  if (['this', 'that', 'these', 'those', 'everyone', 'anyone', 'someone'].includes(token.lower)) return true;
  return /^\p{Lu}/u.test(token.text);
}

export function whoWhomRules(text: string, sentences: Sentence[]): Problem[] {
  const out: Problem[] = [];
  for (const { words } of sentences) {
    words.forEach((word, i) => {
      const next = words[i + 1];
      if (word.lower === 'whom' && next) {
        const before = words[i - 1];
        // "Whom is…", "Whom will lead…": an auxiliary followed by no subject of its own.
        // "both of whom have since…": after a preposition, "whom" is right whatever follows.
        const afterPreposition = before !== undefined && QUESTION_PREPOSITIONS.has(before.lower);
        const auxiliaryFirst =
          !afterPreposition &&
          AUXILIARIES.has(next.lower) &&
          !opensSubject(words[i + 2]) &&
          words[i + 2] !== undefined;
        // "the engineer whom fixed": a verb in the past or with -s straight after, never a subject.
        const forms = verbForms(next.lower)?.forms;
        const verbFirst =
          before !== undefined &&
          !QUESTION_PREPOSITIONS.has(before.lower) &&
          Boolean(forms && (forms.has('past') || forms.has('third')) && !forms.has('base'));
        if (auxiliaryFirst || verbFirst)
          out.push(
            ruleProblem(
              text,
              'who-whom',
              word.start,
              word.end,
              'Grammar',
              'The subject of a verb is “who”; “whom” is for the object.',
              [replace(matchCase(word.text, 'who'))],
              { safe: true, outranks: true },
            ),
          );
        return;
      }
      if (word.lower !== 'who' || i === 0) return;
      const before = words[i - 1]!;
      // The preposition opens the question or clause: "To who should I…", "…, for who is this".
      const opens = i === 1 || /[,;:]\s*$/.test(text.slice(words[i - 2]!.end, before.start));
      if (!QUESTION_PREPOSITIONS.has(before.lower) || !opens) return;
      if (!next || !AUXILIARIES.has(next.lower) || !opensSubject(words[i + 2])) return;
      out.push(
        ruleProblem(
          text,
          'who-whom',
          word.start,
          word.end,
          'Grammar',
          'After a preposition, use “whom”.',
          [replace(matchCase(word.text, 'whom'))],
          { safe: true, outranks: true },
        ),
      );
    });
  }
  return out;
}
