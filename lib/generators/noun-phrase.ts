import { plural } from './compose/grammar';

/**
 * What a phrase the visitor typed is, grammatically, so a template can hold it without an article
 * or agreement slip: "onboarding checklist" is one countable thing and needs a determiner or a
 * plural ("Onboarding Checklists"), "remote work policies" takes "do" and "matter", "payroll" and
 * "HR software" stand bare, and "writing a job offer letter" is a task that cannot be used as a
 * modifier ("Writing a Job Offer Letter Tips").
 */
export type PhraseKind = 'plural' | 'count' | 'mass' | 'name' | 'task';

export type NounPhrase = {
  /** As typed (trimmed). */
  text: string;
  kind: PhraseKind;
  /** The phrase where a bare noun phrase stands on its own: a count noun made plural. */
  general: string;
  /** Whether `general` takes a plural verb. */
  plural: boolean;
  /** The phrase in front of another noun ("policy" in "Policy Tips"); null for a task. */
  modifier: string | null;
  /** The last word, lower case: what the phrase is about. */
  head: string;
};

const DETERMINER = /^(a|an|the|your|our|my|their|this|that|these|those|every|each)\s/i;

// Gerunds that head a compound noun rather than start a task: "onboarding checklist", "hiring
// managers", "training plan". Any other gerund followed by words reads as a task with an object.
const NOUN_GERUNDS = new Set(
  'onboarding offboarding training marketing hiring recruiting accounting banking learning coaching meeting parking shopping cooking building housing spending funding pricing packaging advertising engineering operating manufacturing consulting billing booking cleaning landscaping catering networking staffing scheduling budgeting branding writing reporting testing listening nursing tutoring'.split(
    ' ',
  ),
);

// Singular nouns that end in -s: the verb after them takes -s too ("news travels").
const SINGULAR_IN_S =
  /(ss|us|is|ness|news|series|species|analytics|physics|economics|ethics|logistics|politics)$/;

// Nouns that are counted ("a checklist", "two checklists"), as a head of what visitors type. A
// noun not listed is taken as a mass noun and left bare: "payroll", "employee retention". A bare
// countable noun ("Guide to Onboarding Checklist") is a worse slip than a rare stray plural.
const COUNT_NOUNS = new Set(
  'checklist template policy letter review plan strategy tool app system platform process interview question meeting email budget report description resume cv website site page podcast blog campaign guide program programme course offsite event agreement contract handbook survey dashboard workflow framework model post video channel role offer schedule calendar form document spreadsheet goal metric proposal pitch presentation deck brief script newsletter portfolio profile headline roadmap invoice logo brand product launch funnel ad job career team business startup company store shop restaurant checkup appointment visit smile routine habit workout recipe meal garden kitchen house home car trip wedding party integration solution option decision conversation promotion position application benefit bonus raise perk method technique framework mistake tip idea example project task deadline sprint retrospective standup one-on-one'.split(
    ' ',
  ),
);

/** The singular of a plural head noun: policies → policy, businesses → business, reviews → review. */
export function singular(phrase: string): string {
  if (/[A-Z]{2,}s$/.test(phrase)) return phrase.slice(0, -1); // KPIs → KPI
  if (/ies$/i.test(phrase)) return phrase.replace(/ies$/i, (m) => (m === 'IES' ? 'Y' : 'y'));
  if (/(ss|x|ch|sh|z)es$/i.test(phrase)) return phrase.slice(0, -2);
  if (/[^s]s$/i.test(phrase) && !SINGULAR_IN_S.test(phrase.toLowerCase())) return phrase.slice(0, -1);
  return phrase;
}

/** Whether a phrase's last word is a plural noun: "pain-free checkups", not "business success". */
export function endsPlural(phrase: string): boolean {
  const last = (phrase.trim().match(/[A-Za-z']+$/) ?? [''])[0];
  if (/^[A-Z]{2,}s$/.test(last)) return true; // KPIs, APIs
  const lower = last.toLowerCase();
  return /s$/.test(lower) && !/^[A-Z]+$/.test(last) && !SINGULAR_IN_S.test(lower) && !/'s$/.test(lower);
}

/** Reads a phrase the visitor typed: its kind, and the forms templates need. */
export function nounPhrase(typed: string): NounPhrase {
  const text = typed.trim().replace(/\s+/g, ' ');
  const words = text.split(' ');
  const first = (words[0] ?? '').toLowerCase();
  const last = words[words.length - 1] ?? '';
  const head = last.toLowerCase();
  const base = { text, head };
  const gerundFirst = /^[a-z]{3,}ing$/.test(first) && words.length > 1;
  const hasObject = gerundFirst && (DETERMINER.test(words.slice(1).join(' ')) || !NOUN_GERUNDS.has(first));
  if (hasObject) return { ...base, kind: 'task', general: text, plural: false, modifier: null };
  if (DETERMINER.test(text)) {
    const many = endsPlural(text);
    return { ...base, kind: many ? 'plural' : 'name', general: text, plural: many, modifier: null };
  }
  if (endsPlural(text))
    return { ...base, kind: 'plural', general: text, plural: true, modifier: singular(text) };
  // An acronym or a name ("ATS", "Slack") stands bare, as people write them.
  if (/^[A-Z]{2,}$/.test(last) || (words.length === 1 && /^[A-Z][a-z]/.test(last)))
    return { ...base, kind: 'name', general: text, plural: false, modifier: text };
  if (COUNT_NOUNS.has(head) || COUNT_NOUNS.has(words.slice(-2).join(' ').toLowerCase()))
    return { ...base, kind: 'count', general: plural(text), plural: true, modifier: text };
  return { ...base, kind: 'mass', general: text, plural: false, modifier: text };
}
