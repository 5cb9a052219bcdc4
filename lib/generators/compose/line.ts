import type { Random } from '@/lib/kit/random';
import { fill, type Blanks, type Slots } from './template';

/**
 * An optional sentence: written only when the slots it `needs` are filled, else its `otherwise`
 * (or nothing). This is how a composer chooses sentences by the inputs without inventing facts.
 */
export type Line =
  string | { readonly text: string; readonly needs: readonly string[]; readonly otherwise?: string };

export function resolveLine(line: Line, slots: Slots, blanks: Blanks = {}): string | null {
  if (typeof line === 'string') return fill(line, slots, blanks);
  const ready = line.needs.every((key) => Boolean(slots[key]?.trim()));
  if (ready) return fill(line.text, slots, blanks);
  return line.otherwise === undefined ? null : fill(line.otherwise, slots, blanks);
}

/** One of the lines, chosen by the seed, resolved against the slots. */
export function pickLine(
  random: Random,
  lines: readonly Line[],
  slots: Slots,
  blanks: Blanks = {},
): string | null {
  return lines.length ? resolveLine(random.pick(lines), slots, blanks) : null;
}
