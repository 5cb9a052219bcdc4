import { nounPhrase, type NounPhrase } from './noun-phrase';

/**
 * The word-pairing check: whether two words the generators put together make sense, so templates
 * and word banks cannot produce grammatical nonsense ("How to Plan HR Software", "Go on, treat
 * yourself to payroll software", "the task turned out to be surprisingly resilient"). Words the
 * check does not know pass: it keeps out what it can tell is wrong, and never blocks the unknown.
 */

/** What a noun phrase names, as far as the verbs and adjectives around it care. */
export type Category =
  'product' | 'artifact' | 'event' | 'activity' | 'consumable' | 'outcome' | 'people' | 'task' | 'unknown';

const words = (list: string) => new Set(list.split(' '));

const HEADS: [Category, Set<string>][] = [
  [
    'product',
    words(
      'software hardware app apps tool tools platform platforms system systems integration integrations ats crm erp hris api apis plugin plugins device devices gadget gadgets',
    ),
  ],
  [
    'artifact',
    words(
      'checklist checklists template templates policy policies letter letters handbook report reports description descriptions document documents form forms resume resumes cv question questions email emails budget contract agreement guide playbook spreadsheet presentation deck proposal newsletter',
    ),
  ],
  [
    'event',
    words(
      'review reviews meeting meetings interview interviews offsite offsites event events party wedding launch checkup checkups appointment appointments workshop workshops conference retreat session sessions',
    ),
  ],
  [
    'people',
    words(
      'customers clients families teams employees candidates managers staff people parents kids children users members patients students recruiters workers commuters freelancers',
    ),
  ],
  [
    'consumable',
    words(
      'coffee tea food meals meal vegetables snacks wine beer bread pizza cake chocolate juice groceries produce skincare cosmetics',
    ),
  ],
  [
    'outcome',
    words(
      'sleep energy growth savings results success health wellbeing retention productivity engagement confidence',
    ),
  ],
  [
    'activity',
    words(
      'payroll bookkeeping childcare care marketing design support advice etiquette recruitment management work culture seo',
    ),
  ],
];

/** The category of a phrase, read from its last word (or its kind, for a task). */
export function categoryOf(phrase: string | NounPhrase): Category {
  const read = typeof phrase === 'string' ? nounPhrase(phrase) : phrase;
  if (read.kind === 'task') return 'task';
  for (const [category, heads] of HEADS) if (heads.has(read.head)) return category;
  if (/ing$/.test(read.head)) return 'activity';
  return 'unknown';
}

/**
 * What a template says around a slot, and the kinds of phrase that make no sense there: you plan
 * events and activities, not software; you treat yourself to coffee, not to payroll software.
 */
type Cue = { before?: RegExp; after?: RegExp; rejects: readonly Category[] };

const CUES: readonly Cue[] = [
  // Titles
  { before: /\bPlan $/i, rejects: ['product', 'task', 'people', 'artifact', 'consumable'] },
  { before: /\bMaster $/i, rejects: ['artifact', 'people'] },
  { before: /\bInvest in $/i, rejects: ['task', 'artifact', 'event', 'people'] },
  { before: /\bImprove $/i, rejects: ['task', 'people'] },
  { before: /\bReady for $/i, rejects: ['task', 'people', 'artifact'] },
  { before: /\bYour $/, rejects: ['task', 'people'] },
  { before: /\bGet Started With $/i, rejects: ['people'] },
  { before: /\bHow Much (Does|Do) $/i, rejects: ['task', 'artifact', 'people', 'outcome'] },
  { after: /\bUse It\b/i, rejects: ['task', 'activity', 'people', 'event', 'outcome'] },
  { after: /^ Tools\b/, rejects: ['product', 'people'] },
  { after: /^ (Examples|Ideas)\b/, rejects: ['product', 'people'] },
  { after: /^ (Options )?Compared\b|^ vs\./, rejects: ['task', 'people', 'activity', 'outcome'] },
  { after: /^ (Playbook|Mistakes?)\b/, rejects: ['people'] },
  // Slogans
  { before: /treat yourself to $/i, rejects: ['product', 'people', 'activity', 'task', 'artifact'] },
  { before: /\bart of $/i, rejects: ['product', 'people', 'artifact'] },
  { before: /\bbuilt for $/i, rejects: ['product', 'consumable', 'artifact'] },
  { before: /\bOwn your $/i, rejects: ['product', 'people', 'consumable', 'event', 'artifact'] },
  { before: /\bpartner in $/i, rejects: ['product', 'consumable', 'people', 'event'] },
  { before: /\bMore $/, rejects: ['product', 'artifact'] },
  { before: /\b(Better|exceptional|good|standard in) $/i, rejects: ['people', 'task'] },
  { before: /\bwith $/, rejects: ['people'] },
  { after: /^ feel easy\b/, rejects: ['people', 'consumable'] },
  { after: /^( made simple|, the easy way)\b/, rejects: ['people'] },
  { after: /^ \{meets\} craft\b/, rejects: ['people'] },
];

let rejected = 0;

/** How many combinations the check has turned down since the last reset (for the sweep's report). */
export function pairingRejections(reset = false): number {
  const count = rejected;
  if (reset) rejected = 0;
  return count;
}

/** Whether every occurrence of `{slot}` in `template` can hold a phrase of `category`. */
export function pairs(template: string, slot: string, category: Category): boolean {
  if (category === 'unknown') return true;
  const parts = template.split(`{${slot}}`);
  for (let i = 0; i < parts.length - 1; i++) {
    const before = parts[i]!;
    const after = parts.slice(i + 1).join(`{${slot}}`);
    for (const cue of CUES) {
      const hit = (cue.before?.test(before) ?? true) && (cue.after?.test(after) ?? true);
      if (hit && (cue.before || cue.after) && cue.rejects.includes(category)) {
        rejected += 1;
        return false;
      }
    }
  }
  return true;
}

/** What an adjective can describe in a sentence frame. */
export type Subject = 'person' | 'group' | 'work' | 'market';

const SUBJECTS: Record<string, Subject> = {
  she: 'person',
  he: 'person',
  lead: 'person',
  manager: 'person',
  team: 'group',
  teams: 'group',
  department: 'group',
  plan: 'work',
  answer: 'work',
  result: 'work',
  draft: 'work',
  task: 'work',
  project: 'work',
  report: 'work',
  market: 'market',
};

const P: Subject = 'person';
const G: Subject = 'group';
const W: Subject = 'work';
const M: Subject = 'market';

// Adjectives people ask to see in a sentence, with what they can describe. "Resilient" fits a
// person, a team or a market, not a task or a draft; "ambiguous" fits an answer, not a team lead.
const ADJECTIVES: Record<string, readonly Subject[]> = {
  resilient: [P, G, M],
  candid: [P, W],
  honest: [P, W],
  ambitious: [P, G, W],
  patient: [P, G],
  curious: [P, G],
  confident: [P, G, M],
  reliable: [P, G, W],
  calm: [P, G, M],
  diligent: [P, G],
  proactive: [P, G],
  motivated: [P, G],
  creative: [P, G, W],
  thoughtful: [P, G, W],
  meticulous: [P, G, W],
  kind: [P, G],
  friendly: [P, G],
  generous: [P, G, W],
  humble: [P, G],
  enthusiastic: [P, G],
  tired: [P, G],
  exhausted: [P, G],
  anxious: [P, G, M],
  optimistic: [P, G, M, W],
  cautious: [P, G, M, W],
  decisive: [P, G, W],
  organized: [P, G, W],
  efficient: [P, G, W],
  productive: [P, G],
  ambiguous: [W],
  vague: [P, W],
  concise: [P, W],
  clear: [W],
  thorough: [P, G, W],
  detailed: [W],
  complex: [W, M],
  simple: [W],
  robust: [W, M],
  volatile: [M],
  stable: [G, W, M],
  flexible: [P, G, W],
  agile: [P, G],
  innovative: [P, G, W],
  persuasive: [P, W],
  compelling: [W],
  rigorous: [P, G, W],
  sustainable: [W, M],
  profitable: [G, W, M],
  transparent: [P, G, W],
  empathetic: [P, G, W],
  articulate: [P, W],
  punctual: [P, G],
  strong: [P, G, W, M],
  weak: [P, G, W, M],
};

/**
 * The thing an adjective slot describes in a frame: the nearest known noun or pronoun before it,
 * and for "it", the noun "it" stands for ("the task looked simple, it turned out to be …").
 */
export function subjectOf(frame: string, slot = '{word}'): Subject | null {
  const before = frame.slice(0, frame.indexOf(slot)).toLowerCase();
  const tokens = before.match(/[a-z]+/g) ?? [];
  let sawIt = false;
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    if (token === 'it') sawIt = true;
    const subject = SUBJECTS[token];
    if (subject && !(sawIt && subject === 'person')) return subject;
  }
  return null;
}

/** Whether the pairing lexicon knows `word` as an adjective (the tagger misses some: "candid"). */
export const knownAdjective = (word: string) => Object.hasOwn(ADJECTIVES, word.toLowerCase());

/** Whether `adjective` can describe what the frame puts it with; unknown adjectives pass. */
export function adjectiveFits(adjective: string, frame: string): boolean {
  const allowed = ADJECTIVES[adjective.toLowerCase()];
  const subject = subjectOf(frame);
  if (!allowed || !subject || allowed.includes(subject)) return true;
  rejected += 1;
  return false;
}

/** Whether an adjective and a noun can stand together in a name: never the same word twice. */
export function nameFits(adjective: string, noun: string): boolean {
  const a = new Set(adjective.toLowerCase().split(/[\s-]+/));
  const clash = noun
    .toLowerCase()
    .split(/[\s-]+/)
    .some((word) => a.has(word));
  if (clash) rejected += 1;
  return !clash;
}
