/**
 * A rewritten text as pieces: stretches copied unchanged, and changes that each remember the
 * original and the other choices, so the visitor can pick another word or put the original back.
 * This file has no tagger in it: the island renders and resolves pieces without loading compromise.
 */
export type ChangeKind = 'word' | 'phrase' | 'sentence' | 'removed';

export type Change = {
  kind: ChangeKind;
  id: number;
  /** What the rewrite put here ('' for a removed word). */
  text: string;
  /** What the text had here. */
  original: string;
  /** Other replacements to offer, best first (the original is always offered separately). */
  options: readonly string[];
  /** Why it changed, in a few words ("Synonym", "Wordy phrase made shorter"). */
  note: string;
};

export type Piece = { kind: 'same'; text: string } | Change;

export type Choices = Readonly<Record<number, string>>;

export const isChange = (piece: Piece): piece is Change => piece.kind !== 'same';

/** "an" before a vowel sound: "an hour", "a user", "a one-off". */
export function articleFor(word: string): 'a' | 'an' {
  const w = word.toLowerCase();
  if (/^(?:hour|honest|honor|honour|heir)/.test(w)) return 'an';
  if (/^(?:uni|use|usu|uti|eu|one|once|ewe)/.test(w)) return 'a';
  return /^[aeiou]/.test(w) ? 'an' : 'a';
}

const TRAILING_ARTICLE = /(^|[^\p{L}])(a|an|A|An)(\s*)$/u;

/**
 * The text of every piece as shown, after the visitor's choices: a choice replaces the change's
 * text, and an "a"/"an" just before a change follows the word that now comes after it, wherever
 * that article sits (in unchanged text, or at the end of another change such as "In addition, an").
 */
export function resolvePieces(pieces: readonly Piece[], choices: Choices = {}): string[] {
  const shown = pieces.map((piece) => (isChange(piece) ? (choices[piece.id] ?? piece.text) : piece.text));
  pieces.forEach((piece, k) => {
    const nextText = shown[k] ?? '';
    if (!isChange(piece) || !/^\p{L}/u.test(nextText)) return;
    // Back past removed words and bare spaces to the text that may end in an article.
    let j = k - 1;
    let gap = '';
    let moved = nextText !== piece.original;
    while (j >= 0 && /^\s*$/.test(shown[j] ?? '')) {
      gap = (shown[j] ?? '') + gap;
      if (isChange(pieces[j]!) || !shown[j]) moved = true;
      j -= 1;
    }
    if (j < 0) return;
    if (isChange(pieces[j]!)) moved = true;
    if (!moved) return;
    const before = shown[j] ?? '';
    const m = TRAILING_ARTICLE.exec(before);
    if (!m || !/\s/.test(m[3]! + gap)) return;
    const fitting = articleFor(nextText);
    const cased = /^A/.test(m[2]!) ? fitting.charAt(0).toUpperCase() + fitting.slice(1) : fitting;
    shown[j] = `${before.slice(0, m.index)}${m[1]}${cased}${m[3]}`;
  });
  return shown;
}

export function resolveText(pieces: readonly Piece[], choices: Choices = {}): string {
  return resolvePieces(pieces, choices).join('');
}

/** Joins neighbouring unchanged stretches so the result renders as few nodes as possible. */
export function compact(pieces: readonly Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const piece of pieces) {
    const last = out[out.length - 1];
    if (piece.kind === 'same' && last?.kind === 'same')
      out[out.length - 1] = { kind: 'same', text: last.text + piece.text };
    else if (piece.kind !== 'same' || piece.text) out.push(piece);
  }
  return out;
}
