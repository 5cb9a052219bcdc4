import type { Problem } from '../problems';
import { DETERMINERS } from './lexicon';
import { replace, ruleProblem } from './problem';
import type { Sentence, Token } from './tokens';

/**
 * A singular countable noun with no article, in the few places where one is plainly needed: a
 * job after "works as" ("works as engineer"), a thing asked for ("send me copy of", "give me
 * update on"), something had ("I have question", "She has degree in"), "This is great
 * opportunity", and "looking for experienced manager". The fix adds "a" or "an".
 */
const ROLE_SUFFIX =
  /(er|or|ist|ant|ent|ian|ect|ee|ive|nurse|chef|lead|head|intern|clerk|cook|coach|medic|doctor|pilot)$/;
const AS_VERBS = new Set([
  'work',
  'works',
  'worked',
  'working',
  'job',
  'hired',
  'joined',
  'employed',
  'serve',
  'serves',
  'served',
  'started',
  'starts',
]);
const ASKED_FOR = new Set([
  'copy',
  'list',
  'update',
  'summary',
  'quote',
  'reminder',
  'link',
  'breakdown',
  'overview',
  'sample',
  'estimate',
  'invoice',
  'receipt',
  'report',
  'draft',
  'preview',
  'screenshot',
  'photo',
  'scan',
  'call',
]);
const GIVING = new Set([
  'send',
  'sent',
  'give',
  'gave',
  'forward',
  'email',
  'show',
  'get',
  'got',
  'share',
  'need',
  'needs',
  'want',
  'make',
  'provide',
]);
const HAD = new Set(['have', 'has', 'had', 'got']);
const HAD_NOUNS = new Set([
  'question',
  'query',
  'request',
  'suggestion',
  'idea',
  'problem',
  'issue',
  'meeting',
  'call',
  'appointment',
  'interview',
  'offer',
  'degree',
  'diploma',
  'certificate',
  'license',
  'licence',
  'background',
  'deadline',
  'car',
  'laptop',
  'plan',
  'chance',
  'minute',
  'moment',
  'favour',
  'favor',
]);
const BOOKING = new Set(['book', 'schedule', 'arrange', 'reserve']);
const BOOKED = new Set([
  'meeting',
  'room',
  'call',
  'table',
  'slot',
  'taxi',
  'flight',
  'hotel',
  'desk',
  'interview',
  'demo',
]);
const QUALITIES = new Set([
  'quick',
  'short',
  'small',
  'simple',
  'general',
  'big',
  'great',
  'good',
  'new',
  'huge',
  'real',
  'unique',
  'rare',
  'perfect',
  'experienced',
  'senior',
  'junior',
  'talented',
  'motivated',
  'skilled',
  'qualified',
  'dedicated',
  'full-time',
  'part-time',
  'follow-up',
  'brief',
  'final',
  'free',
  'second',
  'urgent',
  'important',
  'strong',
]);
const CHANCES = new Set([
  'opportunity',
  'chance',
  'idea',
  'way',
  'place',
  'question',
  'step',
  'start',
  'fit',
  'match',
  'example',
  'pleasure',
  'honor',
  'honour',
  'privilege',
]);
const PHRASE_END = new Set([
  'of',
  'on',
  'about',
  'for',
  'from',
  'with',
  'at',
  'in',
  'to',
  'who',
  'that',
  'and',
  'by',
  'before',
  'after',
  'this',
  'today',
  'tomorrow',
]);

/** "a" or "an" for the word that follows it. */
export function articleFor(word: string): string {
  const lower = word.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(lower)) return 'an';
  if (/^(uni|use|usu|eu|one|once|ubiq|uti)/.test(lower)) return 'a';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

const bare = (token: Token | undefined) =>
  Boolean(token?.word && !DETERMINERS.has(token.lower) && /^\p{Ll}/u.test(token.text));
/** The word is singular and the phrase ends after it ("copy of", "question about", "engineer."). */
const endsHere = (words: Token[], i: number, text: string) => {
  const next = words[i + 1];
  if (!next) return true;
  if (/[,.;:!?]/.test(text.slice(words[i]!.end, next.start))) return true;
  return PHRASE_END.has(next.lower);
};

export function missingArticleRules(text: string, sentences: Sentence[]): Problem[] {
  const out: Problem[] = [];
  const add = (first: Token) => {
    const article = articleFor(first.text);
    out.push(
      ruleProblem(
        text,
        'missing-article',
        first.start,
        first.end,
        'Grammar',
        `A single one of these needs an article: “${article} ${first.text}”.`,
        [replace(`${article} ${first.text}`)],
        { safe: true },
      ),
    );
  };
  for (const { words } of sentences) {
    for (let i = 1; i < words.length; i += 1) {
      const word = words[i]!;
      const before = words[i - 1]!;
      if (!bare(word)) continue;
      // The noun, after at most one quality word ("great opportunity", "quick question").
      const qualified = QUALITIES.has(word.lower) && bare(words[i + 1]);
      const nounAt = qualified ? i + 1 : i;
      const noun = words[nounAt]!;
      if (noun.lower.endsWith('s') && !noun.lower.endsWith('ss')) continue;
      const ends = endsHere(words, nounAt, text);
      const beforeBefore = words[i - 2];
      if (
        before.lower === 'as' &&
        beforeBefore &&
        AS_VERBS.has(beforeBefore.lower) &&
        ROLE_SUFFIX.test(noun.lower) &&
        ends
      ) {
        add(word);
      } else if (
        ASKED_FOR.has(noun.lower) &&
        // Not "an email update" (a noun), nor a button's label ("Choose Get quote").
        !DETERMINERS.has(words[i - 2]?.lower ?? '') &&
        /^\p{Ll}/u.test(before.text) &&
        ends &&
        (GIVING.has(before.lower) ||
          (['me', 'us', 'him', 'her', 'them'].includes(before.lower) &&
            beforeBefore &&
            GIVING.has(beforeBefore.lower)))
      ) {
        add(word);
      } else if (
        HAD.has(before.lower) &&
        HAD_NOUNS.has(noun.lower) &&
        ends &&
        beforeBefore &&
        /^(i|we|you|they|he|she)$/.test(beforeBefore.lower)
      ) {
        add(word);
      } else if (
        BOOKING.has(before.lower) &&
        BOOKED.has(noun.lower) &&
        (ends || BOOKED.has(words[nounAt + 1]?.lower ?? ''))
      ) {
        add(word);
      } else if (
        qualified &&
        CHANCES.has(noun.lower) &&
        ['is', 'was', "it's", 'it’s', "that's", 'that’s'].includes(before.lower)
      ) {
        add(word);
      } else if (before.lower === 'for' && beforeBefore?.lower === 'looking' && qualified) {
        // "looking for experienced project manager": the phrase's last word before "to"/"who" is the noun.
        let end = nounAt;
        while (bare(words[end + 1]) && !PHRASE_END.has(words[end + 1]!.lower) && end < nounAt + 3) end += 1;
        const head = words[end]!;
        if (
          !head.lower.endsWith('s') &&
          (ROLE_SUFFIX.test(head.lower) || ['person', 'candidate'].includes(head.lower))
        )
          add(word);
      }
    }
  }
  return out;
}
