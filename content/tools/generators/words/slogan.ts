import type { SloganWords } from '@/lib/generators/engines/slogan';

/**
 * Slogan patterns by tone. {B} is the brand, {b}/{Bn} the benefit (a noun phrase such as "faster
 * hiring") in lower or sentence case, {a} the audience; {starts} and {meets} agree with the benefit.
 */
export const SLOGAN_WORDS: SloganWords = {
  patterns: {
    bold: [
      '{B}. {Bn}, delivered.',
      'Think {b}. Think {B}.',
      '{Bn} without compromise.',
      'Better {b} {starts} here.',
      '{B}: built for {b}.',
      'No excuses. Just {b}.',
      '{B}. The new standard in {b}.',
      'Less hassle. More {b}.',
      'Own your {b}.',
      '{Bn}, done right.',
    ],
    friendly: [
      '{Bn} made simple.',
      '{B}: {b} for {a}.',
      'Your partner in {b}.',
      '{B}. {Bn} you can count on.',
      'Helping {a} with {b}, every day.',
      '{Bn}, the easy way.',
      'Where {a} find {b}.',
      '{B} makes {b} feel easy.',
      'Hello, {b}. Meet {B}.',
      '{Bn} for {a}, from {B}.',
    ],
    premium: [
      '{B}. {Bn}, perfected.',
      'The art of {b}.',
      '{B}: {b}, refined.',
      'Crafted for {a}.',
      'Exceptional {b}. Naturally {B}.',
      '{Bn}, elevated.',
      '{B}. Nothing less than {b}.',
      'Where {b} {meets} craft.',
      'Quietly exceptional {b}.',
      '{B}. Made for those who expect more.',
    ],
    playful: [
      '{Bn}? {B} has you covered.',
      'Go on, treat yourself to {b}.',
      '{B}: seriously good {b}.',
      'Say hello to {b}.',
      '{Bn} so good, you’ll tell your friends.',
      'Life’s short. Get {b}.',
      'Psst… {b} just got better.',
      '{B}. Happy {a}, guaranteed.',
      'Keep calm and choose {B}.',
      '{Bn}, but make it fun.',
    ],
  },
};
