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

const TRAILING_ARTICLE = /(^|[^\p{L}])(a|an|A|An)(\s+)$/u;

/**
 * The text of every piece as shown, after the visitor's choices: a choice replaces the change's
 * text, and an "a"/"an" just before a change follows the word that now comes after it.
 */
export function resolvePieces(pieces: readonly Piece[], choices: Choices = {}): string[] {
  const shown = pieces.map((piece) => (isChange(piece) ? (choices[piece.id] ?? piece.text) : piece.text));
  pieces.forEach((piece, index) => {
    if (piece.kind !== 'same') return;
    // The next piece with text, past any removed words; only a change there can need a new article.
    let k = index + 1;
    let changed = false;
    while (k < pieces.length && !shown[k]) {
      changed = true;
      k += 1;
    }
    const next = pieces[k];
    if (!next || !isChange(next)) return;
    const nextText = shown[k] ?? '';
    if (!changed && nextText === next.original) return;
    shown[index] = (shown[index] ?? '').replace(
      TRAILING_ARTICLE,
      (_m, before: string, article: string, space: string) => {
        const fitting = articleFor(nextText);
        const cased = /^A/.test(article) ? fitting.charAt(0).toUpperCase() + fitting.slice(1) : fitting;
        return `${before}${cased}${space}`;
      },
    );
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
