/**
 * Words and phrases that language models overuse. Many of the single words are among those whose
 * use in scientific writing jumped after ChatGPT appeared (Kobak et al., "Delving into ChatGPT usage
 * in academic writing through excess vocabulary", 2024); the phrases are stock openings, closings
 * and fillers common in generated emails, posts and cover letters. People use all of them too.
 */
export const CLICHE_WORDS = [
  'delve',
  'delves',
  'delving',
  'tapestry',
  'intricate',
  'intricacies',
  'meticulous',
  'meticulously',
  'commendable',
  'showcasing',
  'showcases',
  'pivotal',
  'realm',
  'underscores',
  'underscoring',
  'multifaceted',
  'testament',
  'bustling',
  'embark',
  'embarking',
  'seamlessly',
  'unwavering',
  'invaluable',
  'paramount',
  'noteworthy',
  'elevate',
  'resonates',
  'synergy',
  'holistic',
] as const;

export const CLICHE_PHRASES = [
  "in today's fast-paced world",
  "in today's digital age",
  "in today's ever-evolving",
  'ever-evolving landscape',
  'ever-changing landscape',
  'rapidly evolving landscape',
  "it's important to note",
  'it is important to note',
  "it's worth noting",
  'it is worth noting',
  'plays a crucial role',
  'plays a pivotal role',
  'play a crucial role',
  'navigate the complexities',
  'navigating the complexities',
  'unlock the full potential',
  'unlock the potential',
  'harness the power',
  'unleash the power',
  'a rich tapestry',
  'embark on a journey',
  'in the realm of',
  'a myriad of',
  'a plethora of',
  "let's dive in",
  'dive deep into',
  'i hope this email finds you well',
  'i hope this message finds you well',
  "don't hesitate to reach out",
  'feel free to reach out',
  'i am excited to apply',
  "i'm excited to apply",
  'aligns perfectly with',
  'proven track record',
  'thrive in a fast-paced environment',
  'make a meaningful impact',
  'drive meaningful',
  "it's not just about",
  'more than just a',
  'in conclusion',
  'in summary',
] as const;

function escape(text: string): string {
  return text
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/'/g, "['\u2019]")
    .replace(/-/g, '[-\u2010\u2011 ]');
}

/** One pattern for every listed word and phrase, longest first so a phrase wins over its words. */
export const CLICHE_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...CLICHE_PHRASES, ...CLICHE_WORDS]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);
