import type { Problem } from '../problems';
import { isKnownName } from './names';
import { capitalize, type Sentence } from './tokens';
import { replace, ruleProblem } from './problem';

/**
 * Capitals: days, months, places and first names written in lower case ("in paris", "on
 * monday"), and a lower-case letter opening the text or a paragraph (Harper checks the sentences
 * after the first).
 */
export function capitalRules(text: string, sentences: Sentence[]): Problem[] {
  const out: Problem[] = [];
  for (const sentence of sentences) {
    sentence.words.forEach((word, i) => {
      if (!/^\p{Ll}+$/u.test(word.text)) return;
      if (i === 0) {
        const lineStart =
          sentence.start === 0 ||
          /\n\s*$/.test(text.slice(0, sentence.start)) ||
          /^\s*$/.test(text.slice(0, sentence.start));
        if (lineStart && word.text.length > 0)
          out.push(
            ruleProblem(
              text,
              'first-capital',
              word.start,
              word.end,
              'Capitalization',
              'Start the sentence with a capital letter.',
              [replace(capitalize(word.text))],
              { safe: true },
            ),
          );
        return;
      }
      if (!isKnownName(word.text)) return;
      // Not inside a link or an address ("/blogs/arizona/").
      const chunk = /\S*$/.exec(text.slice(0, word.start))![0] + /^\S*/.exec(text.slice(word.end))![0];
      if (/[/@_]|\.\w/.test(chunk)) return;
      out.push(
        ruleProblem(
          text,
          'name-capital',
          word.start,
          word.end,
          'Capitalization',
          `“${capitalize(word.text)}” is a name, so it takes a capital.`,
          [replace(capitalize(word.text))],
          { safe: true, outranks: true },
        ),
      );
    });
  }
  return out;
}
