import { readability } from '@/lib/writing/readability';
import { sentences, words } from '@/lib/writing/segment';

/** Figures the corpus tests compare before and after a rewrite. */
export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const wordTotal = (text: string) => words(text).length;

export function grade(text: string): number {
  return readability(words(text), sentences(text).length)?.grade ?? 0;
}

/** The text's sentences as lower-case word sequences, for spotting one repeated word for word. */
export function sentenceWords(text: string): string[] {
  return sentences(text)
    .map((s) =>
      words(s.text)
        .map((w) => w.text.toLowerCase().replace(/’/g, "'"))
        .join(' '),
    )
    .filter(Boolean);
}

export const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
