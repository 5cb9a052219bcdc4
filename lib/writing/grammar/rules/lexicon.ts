/**
 * The small English lexicon the rules need: verbs with their forms, and closed word classes. Kept
 * to common business vocabulary on purpose; a word the rules do not know is left alone.
 */
export type VerbForm = 'base' | 'third' | 'past' | 'participle';

// [base, past, participle] for irregular verbs (participle omitted when it equals the past).
const IRREGULAR: [string, string, string?][] = [
  ['go', 'went', 'gone'],
  ['cost', 'cost'],
  ['send', 'sent'],
  ['tell', 'told'],
  ['meet', 'met'],
  ['write', 'wrote', 'written'],
  ['make', 'made'],
  ['take', 'took', 'taken'],
  ['give', 'gave', 'given'],
  ['get', 'got', 'gotten'],
  ['come', 'came', 'come'],
  ['see', 'saw', 'seen'],
  ['know', 'knew', 'known'],
  ['think', 'thought'],
  ['say', 'said'],
  ['speak', 'spoke', 'spoken'],
  ['begin', 'began', 'begun'],
  ['bring', 'brought'],
  ['buy', 'bought'],
  ['build', 'built'],
  ['choose', 'chose', 'chosen'],
  ['find', 'found'],
  ['forget', 'forgot', 'forgotten'],
  ['grow', 'grew', 'grown'],
  ['hear', 'heard'],
  ['keep', 'kept'],
  ['leave', 'left'],
  ['lead', 'led'],
  ['lose', 'lost'],
  ['pay', 'paid'],
  ['run', 'ran', 'run'],
  ['sell', 'sold'],
  ['spend', 'spent'],
  ['stand', 'stood'],
  ['teach', 'taught'],
  ['win', 'won'],
  ['understand', 'understood'],
  ['feel', 'felt'],
  ['fly', 'flew', 'flown'],
  ['hold', 'held'],
  ['show', 'showed', 'shown'],
  ['drive', 'drove', 'driven'],
  ['eat', 'ate', 'eaten'],
  ['fall', 'fell', 'fallen'],
  ['break', 'broke', 'broken'],
  ['catch', 'caught'],
  ['draw', 'drew', 'drawn'],
  ['sleep', 'slept'],
  ['wear', 'wore', 'worn'],
  ['rise', 'rose', 'risen'],
  ['sit', 'sat'],
  ['mean', 'meant'],
  ['lend', 'lent'],
  ['deal', 'dealt'],
  ['seek', 'sought'],
  ['undertake', 'undertook', 'undertaken'],
  ['oversee', 'oversaw', 'overseen'],
];

const REGULAR = `accept add agree allow answer apply approve arrive ask attend book call cancel change check
close complete confirm contact create decide deliver discuss email end expect explain extend fail fill finish
follow handle happen help hire hope improve include inform interview introduce invite join launch learn like
listen look manage mention miss move need note notice offer open order own pass plan play post prefer prepare
present print promote publish raise reach receive recommend reject remind remove reply report request require
reschedule resign respond return review save schedule select share sign start stop submit suggest support talk
test thank train travel try turn update upload use visit wait walk want watch welcome work worry provide
contribute enjoy admit commit refer drop chat cover organize recruit assess approve lower attach list
seem sound appear matter crash delete`.split(/\s+/);

// Regular verbs whose last consonant doubles before -ed (American spelling).
const DOUBLES = new Set(['stop', 'plan', 'submit', 'prefer', 'admit', 'commit', 'refer', 'drop', 'chat']);

function third(base: string): string {
  if (base === 'have') return 'has';
  if (base === 'go' || base === 'do') return `${base}es`;
  if (/(s|x|z|ch|sh)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

function regularPast(base: string): string {
  if (DOUBLES.has(base)) return `${base}${base.at(-1)}ed`;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

export type VerbEntry = { base: string; third: string; past: string; participle: string };

const VERBS = new Map<string, VerbEntry>();
const FORMS = new Map<string, { verb: VerbEntry; forms: Set<VerbForm> }>();

function addVerb(verb: VerbEntry) {
  VERBS.set(verb.base, verb);
  const forms: [string, VerbForm][] = [
    [verb.base, 'base'],
    [verb.third, 'third'],
    [verb.past, 'past'],
    [verb.participle, 'participle'],
  ];
  for (const [word, form] of forms) {
    const entry = FORMS.get(word) ?? { verb, forms: new Set<VerbForm>() };
    entry.forms.add(form);
    FORMS.set(word, entry);
  }
}

for (const [base, past, participle] of IRREGULAR)
  addVerb({ base, third: third(base), past, participle: participle ?? past });
for (const base of REGULAR) {
  const past = regularPast(base);
  addVerb({ base, third: third(base), past, participle: past });
}

/** The verb a word is a form of, and which forms it can be ("sent": past and participle). */
export function verbForms(word: string): { verb: VerbEntry; forms: Set<VerbForm> } | undefined {
  return FORMS.get(word.toLowerCase());
}

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

export const SUBJECT_PRONOUNS = set('i we you he she they it');
export const SINGULAR_PRONOUNS = set('he she it');
export const MODALS = set('can could will would should must might shall cannot');
export const NEGATED_MODALS = set(
  "can’t can't won’t won't wouldn’t wouldn't shouldn’t shouldn't couldn’t couldn't mustn’t mustn't",
);
export const DO_FORMS = set("do does did don’t don't doesn’t doesn't didn’t didn't");
export const SINGULAR_AUX = set("is was has does isn’t isn't wasn’t wasn't hasn’t hasn't doesn’t doesn't");
export const PLURAL_AUX = set("are were have do aren’t aren't weren’t weren't haven’t haven't don’t don't");
export const BE_HAVE = set('is are was were be been being am has have had');
export const DETERMINERS = set(
  'the a an this that these those my our your his her their its each every some any no',
);
export const PREPOSITIONS = set(
  'of in on at for from with by about to into over under between among across after before during without within through per via',
);
export const CONJUNCTIONS = set(
  'and but or nor so yet because that which who whom whose if when where while as than since until unless although though',
);
export const SUBORDINATORS = set(
  'after although as because before if once since though unless until when whenever while whereas',
);
/** Verbs that take a clause without "that" ("I think we…"), so a pronoun after them starts no new sentence. */
export const CLAUSE_VERBS = set(
  'think thinks thought know knows knew said say says means hope hoped believe believed feel felt mean meant wish guess suppose expect expected tell told noticed found realized heard understand understood remember remembered agree agreed decided decide ensure ensured show showed shows confirm confirmed promise promised',
);
export const NUMBER_WORDS = set(
  'two three four five six seven eight nine ten eleven twelve several many few both',
);

/** Words ending in s that are singular or uncountable, so "s" proves nothing about them. */
export const SINGULAR_S = set(
  'news business series species means analysis basis crisis thesis status process address class success access bus boss campus bonus census lens gas bias canvas chaos ethos physics economics politics mathematics ethics logistics sales always perhaps this his its yes thanks plus less unless across us',
);
/** Nouns whose number depends on meaning or house style ("the data are", "the staff is"). */
export const EITHER_NUMBER = set(
  'data media staff team crew group family committee board company firm police management personnel audience public majority minority number lot lots rest half bunch couple variety range plenty percent percentage total part none all some most any',
);
export const IRREGULAR_PLURALS = set('people men women children criteria feet teeth mice');
