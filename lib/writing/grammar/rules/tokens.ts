/**
 * The text as sentences of tokens (words and punctuation marks) with their offsets, for the rules.
 * A sentence ends at . ! ? before a space and a capital, or at a line break; abbreviations such as
 * "p.m." or "Corp." do not end one.
 */
export type Token = { text: string; lower: string; start: number; end: number; word: boolean };
export type Sentence = { start: number; end: number; tokens: Token[]; words: Token[] };

const TOKEN = /[\p{L}\p{N}]+(?:['’\-.@][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu;
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'corp',
  'inc',
  'ltd',
  'jr',
  'sr',
  'st',
  'vs',
  'etc',
  'no',
  'co',
]);

function endsSentence(text: string, tokens: Token[], index: number): boolean {
  const token = tokens[index]!;
  if (!/^[.!?]$/.test(token.text)) return false;
  const next = tokens[index + 1];
  if (!next) return true;
  // "p.m." splits into "p.m" and "."; a one-letter word or a known abbreviation before the stop
  // does not end the sentence when the next word is lower case.
  const before = tokens[index - 1];
  const gap = text.slice(token.end, next.start);
  if (!/\s/.test(gap)) return false;
  if (/\n/.test(gap)) return true;
  const abbreviation = before && (ABBREVIATIONS.has(before.lower) || /^\p{L}(\.\p{L})*$/u.test(before.text));
  if (abbreviation) return /^[\p{Lu}“"]/u.test(next.text) && before.lower !== 'p.m' && before.lower !== 'a.m';
  return true;
}

export function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => ({
    text: m[0],
    lower: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
    word: /[\p{L}\p{N}]/u.test(m[0]),
  }));
}

export function sentencesOf(text: string): Sentence[] {
  const tokens = tokenize(text);
  const out: Sentence[] = [];
  let current: Token[] = [];
  const close = () => {
    if (!current.length) return;
    out.push({
      start: current[0]!.start,
      end: current.at(-1)!.end,
      tokens: current,
      words: current.filter((t) => t.word),
    });
    current = [];
  };
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    if (previous && /\n/.test(text.slice(previous.end, token.start))) close();
    current.push(token);
    if (endsSentence(text, tokens, index)) close();
  });
  close();
  return out;
}

/** "an" → "An", keeping the rest as written. */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The text's own apostrophe: curly if it uses any, else straight. */
export function apostropheOf(text: string): string {
  return text.includes('’') ? '’' : "'";
}
