import { createRandom } from '@/lib/kit/random';
import { randomPick } from './random-pick';

/** Given and family names to draw full names from (content/tools/media/character-words.ts). */
export type PersonNames = { readonly given: readonly string[]; readonly family: readonly string[] };

/** A random full name from the browser's cryptographic generator. */
export function randomName(names: PersonNames): string {
  return `${randomPick(names.given)} ${randomPick(names.family)}`;
}

/** The same full name for the same seed, everywhere. */
export function nameFromSeed(seed: string, names: PersonNames): string {
  const random = createRandom(`name:${seed}`);
  return `${random.pick(names.given)} ${random.pick(names.family)}`;
}
