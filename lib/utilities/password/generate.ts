import { CHARSET_IDS, charsetChars, type CharsetId } from './charsets';
import { passwordEntropy } from './entropy';
import { createSampler, type Sampler } from './random';

export const MIN_LENGTH = 4;
export const MAX_LENGTH = 128;
export const MAX_COUNT = 20;

export type PasswordOptions = {
  length: number;
  sets: Record<CharsetId, boolean>;
  excludeLookAlikes: boolean;
  /** Every chosen set appears at least once. */
  requireEach: boolean;
};

export const DEFAULT_PASSWORD_OPTIONS: PasswordOptions = {
  length: 20,
  sets: { upper: true, lower: true, digits: true, symbols: true },
  excludeLookAlikes: false,
  requireEach: true,
};

export type PasswordPlan =
  { ok: true; pools: string[]; alphabet: string; entropy: number } | { ok: false; message: string };

/** Checks the options and works out the alphabet and the entropy before anything is drawn. */
export function planPassword(options: PasswordOptions): PasswordPlan {
  const { length } = options;
  if (!Number.isInteger(length) || length < MIN_LENGTH || length > MAX_LENGTH)
    return { ok: false, message: `Choose a length from ${MIN_LENGTH} to ${MAX_LENGTH} characters.` };
  const pools = CHARSET_IDS.filter((id) => options.sets[id]).map((id) =>
    charsetChars(id, options.excludeLookAlikes),
  );
  if (!pools.length) return { ok: false, message: 'Choose at least one kind of character.' };
  const alphabet = pools.join('');
  const sizes = options.requireEach ? pools.map((p) => p.length) : [alphabet.length];
  return { ok: true, pools, alphabet, entropy: passwordEntropy(sizes, length) };
}

/**
 * One password drawn uniformly from every valid password: each character uniformly from the whole
 * alphabet, and a draw missing a required set is thrown away whole. Patching a missing set in at a
 * random place would instead make passwords with exactly one symbol more likely than they should be.
 */
export function drawPassword(
  plan: Extract<PasswordPlan, { ok: true }>,
  length: number,
  requireEach: boolean,
  sample: Sampler,
): string {
  const chars = [...plan.alphabet];
  for (;;) {
    let password = '';
    for (let i = 0; i < length; i++) password += chars[sample(chars.length)];
    if (!requireEach || plan.pools.every((pool) => [...password].some((c) => pool.includes(c))))
      return password;
  }
}

export function generatePasswords(
  options: PasswordOptions,
  count: number,
  sample: Sampler = createSampler(),
): { ok: true; passwords: string[]; entropy: number } | { ok: false; message: string } {
  const plan = planPassword(options);
  if (!plan.ok) return plan;
  const n = Math.min(MAX_COUNT, Math.max(1, Math.floor(count)));
  const passwords = Array.from({ length: n }, () =>
    drawPassword(plan, options.length, options.requireEach, sample),
  );
  return { ok: true, passwords, entropy: plan.entropy };
}
