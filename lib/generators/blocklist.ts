/**
 * Keeps generated names family-friendly. Joining two clean words can spell a rude one across the
 * seam ("analytics" holds a word nobody wants in a brand), so there are two lists: words blocked
 * anywhere, and short words blocked only when the joining made them (the parts alone did not hold
 * them), so "Bass Hub" and "Classic" stay allowed.
 */
const ALWAYS = [
  'fuck',
  'shit',
  'cunt',
  'nigg',
  'slut',
  'whore',
  'twat',
  'wank',
  'bitch',
  'porn',
  'penis',
  'vagin',
  'nazi',
  'retard',
  'boob',
  'dildo',
  'jizz',
  'kike',
  'faggot',
  'bastard',
  'bollock',
  'pussy',
  'horny',
  'nude',
  'cocaine',
  'drunk',
  'murder',
  'suicide',
  'rapist',
  'hitler',
  'terroris',
] as const;

const AT_SEAM = [
  'ass',
  'arse',
  'anal',
  'anus',
  'butt',
  'cock',
  'dick',
  'cum',
  'tit',
  'piss',
  'fag',
  'hoe',
  'sex',
  'rape',
  'crap',
  'damn',
  'hell',
  'poop',
  'puke',
  'spic',
  'kill',
  'meth',
  'weed',
  'crack',
  'naked',
  'stoned',
  'heroin',
] as const;

const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/**
 * True when `text` may be shown. `parts` are the words it was built from (the visitor's keywords,
 * bank words); a short word inside one word of `text` is blocked unless one of the parts already
 * held it, so only the joining is judged.
 */
export function isClean(text: string, parts: readonly string[] = []): boolean {
  if (ALWAYS.some((word) => letters(text).includes(word))) return false;
  const sources = parts.map(letters);
  const words = text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  return words.every((token) =>
    AT_SEAM.every((word) => !token.includes(word) || sources.some((part) => part.includes(word))),
  );
}
