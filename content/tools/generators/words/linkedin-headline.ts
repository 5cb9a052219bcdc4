import type { HeadlineWords } from '@/lib/generators/engines/linkedin-headline';

/**
 * LinkedIn headline patterns by style, and each style's label on the cards. {R} is the role,
 * {S3}/{S2} the first three or two skills in Title Case, {s1}/{s2} the first one or two as they
 * read mid-sentence (lower case, but acronyms and names as typed), {X} the achievement (capitalised), {A} who the visitor helps and {G} with what, {C} the company, {L} the
 * location. A pattern with an empty slot is skipped.
 */
export const HEADLINE_WORDS: HeadlineWords = {
  patterns: {
    professional: [
      '{R} | {S3}',
      '{R} | {S3} | {X}',
      '{R} at {C} | {S2}',
      '{R} helping {A} {G}',
      '{R} | {S2} | Helping {A} {G}',
      '{R} specializing in {s2}',
      '{R} | {X}',
    ],
    creative: [
      '{R} who helps {A} {G}',
      'I help {A} {G} | {R}',
      '{R} turning {s1} into results | {X}',
      '{R} · {S3} · {X}',
      'Helping {A} {G} through {s2} | {R}',
      '{R} | Obsessed with {s1} | {X}',
    ],
    seeking: [
      '{R} | Open to new opportunities | {S3}',
      '{R} seeking my next role | {S2} | {X}',
      'Aspiring {R} | {S3}',
      '{R} | {S2} | Open to work in {L}',
      '{R} ready to help {A} {G} | {S2}',
    ],
  },
  styleLabels: {
    professional: 'Professional',
    creative: 'Creative',
    seeking: 'Job seeking',
  },
};
