// "And" and "But" open a sentence as connectives even without a comma; "So many" and "Yet another"
// do not, so those two need the comma.
const CONNECTIVE = new RegExp(
  `^(?:${[
    'however',
    'in addition',
    'additionally',
    'also',
    'moreover',
    'furthermore',
    'besides',
    'meanwhile',
    'still',
    'indeed',
    'in fact',
    'of course',
    'that said',
    'even so',
    'as a result',
    'therefore',
    'thus',
    'hence',
    'consequently',
    'finally',
    'lastly',
    'first(?:ly)?',
    'second(?:ly)?',
    'third(?:ly)?',
    'next',
    'then',
    'in short',
    'in summary',
    'overall',
    'on the other hand',
    'by contrast',
    'in contrast',
    'similarly',
    'likewise',
    'instead',
    'after all',
    'anyway',
    'so',
    'yet',
  ].join('|')}),\\s+|^(?:and|but)\\s+(?=\\p{Ll})`,
  'iu',
);

/**
 * A summary sentence as a key point. Lifted out of its paragraph, a sentence's opening connective
 * ("However,", "In addition,") points back at a sentence the list no longer shows, so it goes, and
 * the sentence starts with a capital again.
 */
export function keyPoint(sentence: string): string {
  const trimmed = sentence.trim();
  const rest = trimmed.replace(CONNECTIVE, '');
  if (rest === trimmed || !/[\p{L}\p{N}]/u.test(rest)) return trimmed;
  // "iPhone" and "eBay" keep their lower-case first letter; an ordinary word gets its capital back.
  return /^\p{Ll}[\p{Ll}'’-]*\b/u.test(rest) ? rest[0]!.toUpperCase() + rest.slice(1) : rest;
}
