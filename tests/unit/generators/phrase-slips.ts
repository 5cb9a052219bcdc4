/**
 * Slips a reader sees around the visitor's own phrase in generated text, which the grammar engine
 * does not flag: "Why Does Remote Work Policies Matter", "The Complete Guide to Onboarding
 * Checklist", "7 Remote Work Policies Examples", "a ATS", "the Slack", "make it fun" for a plural.
 * Each rule is plain English grammar applied to a phrase whose number the test states.
 */
import type { Number } from './sweep-inputs';

export type Use = { phrase: string; number: Number | 'name' };

const SINGULAR_VERBS = new Set([
  'is',
  'isn’t',
  "isn't",
  'was',
  'has',
  'does',
  'doesn’t',
  'needs',
  'matters',
  'starts',
  'meets',
  'makes',
  'works',
  'helps',
]);
const PLURAL_VERBS = new Set([
  'are',
  'aren’t',
  "aren't",
  'were',
  'have',
  'do',
  'don’t',
  'need',
  'matter',
  'start',
  'meet',
]);
const DETERMINERS = new Set('a an the your our their my his her its this that every each any one'.split(' '));
// What can follow a bare noun phrase only when it has a determiner or is plural.
const AFTER_BARE = new Set(
  'can could will would is was has needs matters for in without with right really vs on at and or but so explained'.split(
    ' ',
  ),
);
const NOUN_AFTER = /^\s+(tips|ideas|examples|tools|mistakes?|playbook|options)\b/i;
const SMALL_WORDS = new Set('a an and as at but by for in nor of on or the to vs vs. with'.split(' '));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The plural a reader expects of a countable phrase: checklist → checklists, policy → policies. */
export function pluralOf(phrase: string): string {
  if (/[^aeiou]y$/i.test(phrase)) return `${phrase.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/i.test(phrase)) return `${phrase}es`;
  return `${phrase}s`;
}

function wantsAn(word: string): boolean {
  if (/^[A-Z]{2,}/.test(word)) return 'AEFHILMNORSX'.includes(word[0]!);
  return /^[aeiou]/i.test(word);
}

/** What reads wrong around `use.phrase` in `text`, one line per slip. */
export function phraseSlips(text: string, use: Use): string[] {
  const slips: string[] = [];
  const forms: [string, boolean][] = [[use.phrase, use.number === 'plural']];
  if (use.number === 'count') forms.push([pluralOf(use.phrase), true]);
  for (const [form, many] of forms) {
    const pattern = new RegExp(`(^|[^A-Za-z’'])(${escape(form)})(?![A-Za-z])`, 'gi');
    for (const match of text.matchAll(pattern)) {
      const start = match.index + match[1]!.length;
      const before = text.slice(0, start);
      const after = text.slice(start + match[2]!.length);
      const prev = (before.match(/([A-Za-z’']+)\W*$/)?.[1] ?? '').toLowerCase();
      const next = (
        after.match(/^\s+(?:really\s+|just\s+|still\s+)?([A-Za-z’'.]+)/)?.[1] ?? ''
      ).toLowerCase();
      const where = `“${match[2]}” in “${text}”`;
      if (many && SINGULAR_VERBS.has(next)) slips.push(`agreement: plural with “${next}”: ${where}`);
      // After "does", "can", "to" the plain form is right: "Why Does Payroll Matter".
      const helped = /\b(does|do|did|can|could|will|would|should|may|might|must|to)\s+(\S+\s+){0,6}$/i.test(
        before,
      );
      if (!many && PLURAL_VERBS.has(next) && !helped)
        slips.push(`agreement: singular with “${next}”: ${where}`);
      if (many && ['does', 'is', 'was', 'has'].includes(prev) && /\s$/.test(before))
        slips.push(`agreement: “${prev}” before a plural: ${where}`);
      if (!many && ['do', 'are', 'were', 'have'].includes(prev) && use.number !== 'task')
        slips.push(`agreement: “${prev}” before a singular: ${where}`);
      if (prev === 'a' || prev === 'an') {
        if (many || use.number === 'mass' || use.number === 'name')
          slips.push(`article: “${prev}” before a plural, mass noun or name: ${where}`);
        else if ((prev === 'an') !== wantsAn(match[2]!)) slips.push(`article: “${prev}”: ${where}`);
      }
      if (use.number === 'name' && prev === 'the') slips.push(`article: “the” before a name: ${where}`);
      if (use.number === 'count' && !many && !DETERMINERS.has(prev)) {
        const bare = !after.trim() || /^\s*[?.!,;]/.test(after) || AFTER_BARE.has(next);
        if (bare) slips.push(`article: one countable thing with no article: ${where}`);
      }
      if ((many || use.number === 'task') && NOUN_AFTER.test(after))
        slips.push(`modifier: ${many ? 'a plural' : 'a task'} in front of a noun: ${where}`);
      if (use.number === 'task' && prev === 'your') slips.push(`task after “your”: ${where}`);
      if (many && /\b(use|make|fix|put|try) it\b/i.test(after))
        slips.push(`pronoun: “it” for a plural: ${where}`);
    }
  }
  return slips;
}

/** Doubled words ("the the", "How to How to"), wherever they come from. */
export function doubledWords(text: string): string[] {
  const slips: string[] = [];
  const doubled = /\b([A-Za-z]+)\s+\1\b/i.exec(text);
  if (doubled) slips.push(`repetition: “${doubled[0]}” in “${text}”`);
  if (/\bhow to\b.*\bhow to\b/i.test(text)) slips.push(`repetition: “how to” twice in “${text}”`);
  return slips;
}

/** Title Case as the title generator promises: every word capitalised but small inner words. */
export function titleCaseSlips(title: string): string[] {
  const words = title.split(/\s+/);
  return words.flatMap((word, index) => {
    const bare = word.replace(/^[("“'‘]+|[)"”'’,:;?!]+$/g, '');
    const lower = bare.toLowerCase();
    if (!/^[a-z]/.test(bare)) return [];
    const afterColon = index > 0 && /[:?]$/.test(words[index - 1]!);
    if (index > 0 && index < words.length - 1 && !afterColon && SMALL_WORDS.has(lower)) return [];
    return [`title case: “${bare}” in “${title}”`];
  });
}
