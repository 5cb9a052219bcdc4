/**
 * English inflection for the words of the synonym table: each lemma's forms are generated once so
 * a word in the text is found by its exact form ("hired" → hire, past) and its replacement is put in
 * the same form ("recruited"). Only the first word of a multi-word replacement is inflected.
 */
export type VerbForm = 'base' | 's' | 'past' | 'participle' | 'ing';
export type NounForm = 'singular' | 'plural';

const IRREGULAR_VERBS: Record<string, [past: string, participle: string]> = {
  begin: ['began', 'begun'],
  choose: ['chose', 'chosen'],
  grow: ['grew', 'grown'],
  speak: ['spoke', 'spoken'],
  build: ['built', 'built'],
  cut: ['cut', 'cut'],
  get: ['got', 'gotten'],
  make: ['made', 'made'],
  keep: ['kept', 'kept'],
  tell: ['told', 'told'],
  send: ['sent', 'sent'],
  show: ['showed', 'shown'],
  prove: ['proved', 'proven'],
  buy: ['bought', 'bought'],
  write: ['wrote', 'written'],
  give: ['gave', 'given'],
  take: ['took', 'taken'],
  see: ['saw', 'seen'],
  do: ['did', 'done'],
  know: ['knew', 'known'],
  drive: ['drove', 'driven'],
  break: ['broke', 'broken'],
  find: ['found', 'found'],
  hold: ['held', 'held'],
  lead: ['led', 'led'],
  pay: ['paid', 'paid'],
  sell: ['sold', 'sold'],
  bring: ['brought', 'brought'],
  teach: ['taught', 'taught'],
  catch: ['caught', 'caught'],
  think: ['thought', 'thought'],
  leave: ['left', 'left'],
  lose: ['lost', 'lost'],
  meet: ['met', 'met'],
  put: ['put', 'put'],
  set: ['set', 'set'],
  read: ['read', 'read'],
  win: ['won', 'won'],
  draw: ['drew', 'drawn'],
  eat: ['ate', 'eaten'],
  forget: ['forgot', 'forgotten'],
  hide: ['hid', 'hidden'],
  steal: ['stole', 'stolen'],
  throw: ['threw', 'thrown'],
  run: ['ran', 'run'],
  hit: ['hit', 'hit'],
  say: ['said', 'said'],
  hear: ['heard', 'heard'],
  spend: ['spent', 'spent'],
  feel: ['felt', 'felt'],
  understand: ['understood', 'understood'],
  oversee: ['oversaw', 'overseen'],
  rise: ['rose', 'risen'],
  fall: ['fell', 'fallen'],
  seek: ['sought', 'sought'],
};

const DOUBLES = new Set([
  'begin',
  'get',
  'set',
  'put',
  'cut',
  'run',
  'win',
  'hit',
  'forget',
  'control',
  'stop',
  'plan',
  'permit',
  'admit',
  'commit',
  'prefer',
  'refer',
  'occur',
  'ship',
  'drop',
]);
const IRREGULAR_PLURALS: Record<string, string> = {
  person: 'people',
  child: 'children',
  analysis: 'analyses',
};
const UNCOUNTABLE = new Set([
  'information',
  'info',
  'feedback',
  'input',
  'evidence',
  'proof',
  'help',
  'support',
  'assistance',
  'pay',
  'growth',
  'advice',
  'guidance',
  'money',
  'funds',
  'expansion',
  'emphasis',
]);

const VOWEL = /[aeiou]/;

function third(verb: string): string {
  if (verb === 'do' || verb === 'go') return `${verb}es`;
  if (/(?:s|x|z|ch|sh)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

function regularPast(verb: string): string {
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  if (DOUBLES.has(verb)) return `${verb}${verb.at(-1)}ed`;
  return `${verb}ed`;
}

function gerund(verb: string): string {
  if (verb.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (verb.endsWith('e') && !/(?:ee|ye|oe)$/.test(verb) && verb !== 'be') return `${verb.slice(0, -1)}ing`;
  if (DOUBLES.has(verb)) return `${verb}${verb.at(-1)}ing`;
  return `${verb}ing`;
}

/** One form of a verb; for "keep up" the first word is inflected and the rest kept. */
export function inflectVerb(lemma: string, form: VerbForm): string {
  const [head = lemma, ...rest] = lemma.split(' ');
  const irregular = IRREGULAR_VERBS[head];
  const word =
    form === 'base'
      ? head
      : form === 's'
        ? third(head)
        : form === 'ing'
          ? gerund(head)
          : form === 'past'
            ? (irregular?.[0] ?? regularPast(head))
            : (irregular?.[1] ?? regularPast(head));
  return [word, ...rest].join(' ');
}

export function inflectNoun(lemma: string, form: NounForm): string {
  if (form === 'singular') return lemma;
  const words = lemma.split(' ');
  const head = words.pop() ?? lemma;
  let plural: string;
  if (UNCOUNTABLE.has(head)) plural = head;
  else if (IRREGULAR_PLURALS[head]) plural = IRREGULAR_PLURALS[head];
  else if (/(?:s|x|z|ch|sh)$/.test(head)) plural = `${head}es`;
  else if (/[^aeiou]y$/.test(head)) plural = `${head.slice(0, -1)}ies`;
  else plural = `${head}s`;
  return [...words, plural].join(' ');
}

export function isUncountable(noun: string): boolean {
  return UNCOUNTABLE.has(noun);
}

/** The past tense of a past participle ("written" → "wrote"), or null when the verb is unknown. */
export function pastFromParticiple(participle: string): string | null {
  const lower = participle.toLowerCase();
  for (const [past, part] of Object.values(IRREGULAR_VERBS)) if (part === lower) return past;
  for (const [past] of Object.values(IRREGULAR_VERBS)) if (past === lower) return past;
  if (lower.endsWith('ed') && VOWEL.test(lower.slice(0, -2))) return lower;
  return null;
}
