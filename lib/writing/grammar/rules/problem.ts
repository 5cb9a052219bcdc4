import type { Fix, Problem } from '../problems';
import type { Token } from './tokens';

/**
 * A rule's finding, in the same shape as Harper's. `safe` says the first fix is the only right
 * one, so Fix all may apply it; `outranks` says the rule knows better than a Harper lint on the
 * same words (Harper suggests "sends" for "Last week she send", the rule "sent").
 */
export function ruleProblem(
  text: string,
  rule: string,
  start: number,
  end: number,
  kind: string,
  message: string,
  fixes: Fix[],
  options: { safe?: boolean; outranks?: boolean } = {},
): Problem {
  return {
    id: `r${start}-${end}-${rule}`,
    start,
    end,
    kind,
    message,
    flagged: text.slice(start, end),
    fixes,
    safe: Boolean(options.safe) && fixes.length > 0,
    source: 'rules',
    rule,
    outranks: options.outranks,
  };
}

/** Same letter case as the word it replaces ("Their" → "They're"). */
export function matchCase(model: string, word: string): string {
  if (model.length > 1 && model === model.toUpperCase()) return word.toUpperCase();
  return /^\p{Lu}/u.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

export const replace = (text: string): Fix => ({ kind: 'replace', text });
export const insertAfter = (text: string): Fix => ({ kind: 'insert-after', text });

export const isWord = (token: Token | undefined, words: ReadonlySet<string>): boolean =>
  Boolean(token && words.has(token.lower));
