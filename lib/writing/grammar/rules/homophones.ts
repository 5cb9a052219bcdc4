import type { Problem } from '../problems';
import { BE_HAVE, SINGULAR_S } from './lexicon';
import { matchCase, replace, ruleProblem } from './problem';
import { apostropheOf, type Sentence, type Token } from './tokens';
import { COMMON_NOUNS } from './words';

/**
 * Sound-alike words Harper leaves alone: your/you’re, its/it’s, they’re/their, there/they’re,
 * to/too, whose/who’s — each only where the next words decide it.
 */
const AFTER_YOURE = new Set([
  'welcome',
  'not',
  'right',
  'wrong',
  'sure',
  'invited',
  'also',
  'still',
  'already',
  'able',
  'so',
  'very',
  'too',
  'a',
  'an',
  'the',
  'being',
]);
const GOING =
  /^(going|coming|getting|doing|working|trying|looking|leaving|joining|starting|planning|moving|taking|making|hiring|applying|interviewing)$/;
const AFTER_GOING = new Set(
  'to in on at for with back home here there now today tomorrow soon late early a an the this that me us him her them'.split(
    ' ',
  ),
);
const AFTER_ITS = new Set([
  'a',
  'an',
  'the',
  'not',
  'been',
  'going',
  'important',
  'clear',
  'great',
  'hard',
  'easy',
  'too',
  'very',
  'so',
  'likely',
  'possible',
  'okay',
  'true',
  'about',
  'here',
  'there',
  'now',
  'also',
  'still',
]);
const TOO_WORDS = new Set([
  'good',
  'much',
  'many',
  'late',
  'early',
  'long',
  'big',
  'small',
  'tired',
  'busy',
  'hard',
  'expensive',
  'soon',
  'far',
  'few',
  'little',
  'short',
  'high',
  'low',
  'slow',
  'fast',
  'young',
  'old',
  'difficult',
  'easy',
  'complex',
  'vague',
  'risky',
]);
const AFTER_WHOS = new Set([
  'going',
  'coming',
  'been',
  'not',
  'ready',
  'available',
  'responsible',
  'leading',
  'joining',
  'taking',
  'doing',
  'in',
]);

/** A plural noun: after "they’re" or "it’s" a word in -s cannot be a verb ("they’re reviews"). */
function pluralNoun(token: Token | undefined): boolean {
  if (!token || token.lower.length < 4 || !/^\p{Ll}+s$/u.test(token.text)) return false;
  return (
    !/(ous|ss|is|us|ics)$/.test(token.lower) && !SINGULAR_S.has(token.lower) && !ADVERBS_S.has(token.lower)
  );
}
const ADVERBS_S = new Set([
  'always',
  'perhaps',
  'sometimes',
  'nevertheless',
  'besides',
  'afterwards',
  'towards',
  'nowadays',
  'hers',
  'theirs',
  'yours',
  'ours',
]);

/** Words after which a new clause starts, so "its"/"there" there is its subject. */
const CLAUSE_OPENERS = new Set(
  'if that think thought because when so but and maybe guess hope know sure said says while although since unless until whether as'.split(
    ' ',
  ),
);
const SAYING = new Set('said say says told tells confirmed mentioned replied wrote explained'.split(' '));
/** Adjectives of state: "there ready", "its fair". */
const STATES = new Set(
  'ready available happy sure busy late early free unhappy interested able unable keen excited fine okay ok done right wrong fair worth time open closed aware confident worried'.split(
    ' ',
  ),
);
const AFTER_OPENER = new Set(
  'not been going too very so really just possible clear true likely important hard easy impossible unclear'.split(
    ' ',
  ),
);
const PLACE_AFTER = new Set('by next near beside behind on in at under with and or for until'.split(' '));

function nounAhead(words: Token[], i: number): boolean {
  const next = words[i + 1];
  const after = words[i + 2];
  if (!next) return false;
  if (COMMON_NOUNS.has(next.lower) && !['best', 'first', 'new'].includes(next.lower)) return true;
  if (pluralNoun(next)) return true;
  // "their support tickets": a word, then a noun the rules know, then a verb or the end.
  if (
    after &&
    (COMMON_NOUNS.has(after.lower) || pluralNoun(after)) &&
    /^\p{Ll}+$/u.test(next.text) &&
    !/(ly|ing|ed)$/.test(next.lower) &&
    ![
      'so',
      'very',
      'too',
      'not',
      'really',
      'just',
      'a',
      'an',
      'the',
      'all',
      'also',
      'still',
      'never',
      'always',
      'only',
      'now',
      'here',
      'there',
      'about',
      'in',
      'on',
      'at',
      'for',
      'with',
      'from',
      'by',
      'to',
      'our',
      'your',
      'my',
      'his',
      'her',
      'their',
      'its',
      'no',
      'some',
      'any',
      'more',
      'most',
      'less',
    ].includes(next.lower) &&
    !AFTER_ITS.has(next.lower)
  )
    return true;
  return (
    ['best', 'first', 'new', 'own', 'main', 'latest', 'biggest'].includes(next.lower) &&
    Boolean(after && COMMON_NOUNS.has(after.lower))
  );
}

export function homophoneRules(text: string, sentences: Sentence[]): Problem[] {
  const out: Problem[] = [];
  const mark = apostropheOf(text);
  const flag = (word: Token, fix: string, message: string) =>
    out.push(
      ruleProblem(
        text,
        'homophone',
        word.start,
        word.end,
        'Word choice',
        message,
        [replace(matchCase(word.text, fix))],
        {
          safe: true,
          outranks: true,
        },
      ),
    );
  for (const { words } of sentences) {
    words.forEach((word, i) => {
      const next = words[i + 1];
      const lower = word.lower.replace('’', "'");
      const gapAfter = next ? text.slice(word.end, next.start).trim() : '.';
      if (!next || gapAfter) return;
      if (lower === 'your') {
        const after = words[i + 2];
        const ending = !after || /^[.!?;]/.test(text.slice(next.end).trim());
        const welcomeNoun =
          next.lower === 'welcome' && !ending && !['to', 'aboard', 'back'].includes(after.lower);
        // "your coming to the interview", but not "your hiring managers" or "your working relationship".
        const going = GOING.test(next.lower) && (ending || AFTER_GOING.has(after.lower));
        if ((AFTER_YOURE.has(next.lower) && !welcomeNoun) || going)
          flag(
            word,
            `you${mark}re`,
            '“You’re” means “you are”; “your” is for something that belongs to you.',
          );
      } else if (lower === "you're" && nounAhead(words, i)) {
        flag(word, 'your', '“Your” is for something that belongs to you; “you’re” means “you are”.');
      } else if (lower === "it's" && nounAhead(words, i) && i > 0) {
        flag(word, 'its', '“Its” is the possessive; “it’s” means “it is”.');
      } else if (
        lower === 'its' &&
        ((i === 0 && (AFTER_ITS.has(next.lower) || GOING.test(next.lower))) ||
          (i > 0 &&
            CLAUSE_OPENERS.has(words[i - 1]!.lower) &&
            (STATES.has(next.lower) || AFTER_OPENER.has(next.lower))))
      ) {
        flag(word, `it${mark}s`, '“It’s” means “it is”; “its” is the possessive.');
      } else if (lower === "they're" && nounAhead(words, i)) {
        flag(word, 'their', '“Their” is for something that belongs to them; “they’re” means “they are”.');
      } else if (lower === 'there' && GOING.test(next.lower) && (i === 0 || words[i - 1]!.lower === 'and')) {
        flag(word, `they${mark}re`, '“They’re” means “they are”.');
      } else if (
        lower === 'there' &&
        i > 0 &&
        (STATES.has(next.lower) ||
          (/ing$/.test(next.lower) &&
            words[i - 1]!.lower === 'and' &&
            !['being', 'nothing', 'something', 'anything', 'everything'].includes(next.lower))) &&
        (CLAUSE_OPENERS.has(words[i - 1]!.lower) ||
          SAYING.has(words[i - 1]!.lower) ||
          (['us', 'me', 'him', 'her', 'them'].includes(words[i - 1]!.lower) &&
            SAYING.has(words[i - 2]?.lower ?? '')))
      ) {
        flag(word, `they${mark}re`, '“They’re” means “they are”.');
      } else if (
        lower === 'their' &&
        i > 0 &&
        ['over', 'out', 'up', 'down', 'back', 'around', 'in', 'from'].includes(words[i - 1]!.lower) &&
        (PLACE_AFTER.has(next.lower) || /^[.,;!?]/.test(text.slice(word.end).trim()))
      ) {
        flag(word, 'there', '“There” is a place; “their” is for something that belongs to them.');
      } else if (
        lower === 'their' &&
        (i === 0 || CLAUSE_OPENERS.has(words[i - 1]!.lower)) &&
        GOING.test(next.lower) &&
        [
          'to',
          'a',
          'an',
          'the',
          'us',
          'them',
          'me',
          'it',
          'our',
          'back',
          'out',
          'up',
          'over',
          'on',
          'in',
        ].includes(words[i + 2]?.lower ?? '') &&
        (words[i + 2]?.lower === 'to' || !['on', 'in'].includes(words[i + 2]?.lower ?? ''))
      ) {
        flag(
          word,
          `they${mark}re`,
          '“They’re” means “they are”; “their” is for something that belongs to them.',
        );
      } else if (lower === 'to' && TOO_WORDS.has(next.lower) && i > 0 && BE_HAVE.has(words[i - 1]!.lower)) {
        const after = words[i + 2];
        const closes =
          !after || ['to', 'for'].includes(after.lower) || /^[.,!?;]/.test(text.slice(next.end).trim());
        if (closes) flag(word, 'too', '“Too” means “more than enough”; “to” is a preposition.');
      } else if (lower === 'whose' && i === 0 && AFTER_WHOS.has(next.lower)) {
        flag(word, `who${mark}s`, '“Who’s” means “who is”; “whose” asks who something belongs to.');
      } else if (
        lower === "who's" &&
        COMMON_NOUNS.has(next.lower) &&
        ['is', 'are', 'was', 'were'].includes(words[i + 2]?.lower ?? '')
      ) {
        flag(word, 'whose', '“Whose” asks who something belongs to; “who’s” means “who is”.');
      }
    });
  }
  return out;
}
