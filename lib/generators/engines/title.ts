import { pick } from '@/lib/kit/random';
import { agree } from '../agreement';
import { plural } from '../compose/grammar';
import { nounPhrase, singular, type NounPhrase } from '../noun-phrase';
import { categoryOf, pairs } from '../pairing';
import { taskAsNoun, titleCase } from '../text';
import { count, fillTemplate, orderPhrases, phraseFromAi, type Filled } from './phrases';
import type { Engine, Values } from '../types';

/**
 * Title formulas by type, and each type's label (content/tools/generators/words/title.ts). {T} is
 * the topic, {K} the keyword (the topic when none), {A} the audience, {a} one of them, {n} a list
 * size. Titles over 60 characters get cut in search results, so they rank lower here and nothing
 * over 70 is shown.
 */
export type TitleWords = {
  formulas: Record<string, readonly string[]>;
  typeLabels: Record<string, string>;
};

export const TITLE_LIMIT = 70;
export const TITLE_IDEAL = 60;

// A template word after the slot that makes the phrase a modifier: "{K} Tips", "The {K} Playbook".
const NOUN_AFTER = /^ (Tips|Ideas|Examples|Tools|Mistakes?|Playbook|Options|Strategies|Checklist|Template)\b/;

/**
 * The formula with `{slot}` split into the form each place needs, its verbs agreeing, or null when
 * the phrase makes no sense there. Before a noun the phrase is a modifier in the singular ("Policy
 * Tips"); after "Your" it stays as typed; anywhere else a countable thing goes plural ("The
 * Complete Guide to Onboarding Checklists", not "…to Onboarding Checklist").
 */
function place(formula: string, slot: string, phrase: NounPhrase): string | null {
  if (!pairs(formula, slot, categoryOf(phrase))) return null;
  const parts = formula.split(`{${slot}}`);
  let out = parts[0]!;
  for (const after of parts.slice(1)) {
    let form = `${slot}2`;
    if (NOUN_AFTER.test(after)) {
      if (phrase.modifier === null) return null;
      form = `${slot}1`;
    } else if (/\bYour $/.test(out)) form = `${slot}0`;
    out += `{${form}}${after}`;
  }
  return agree(agree(out, `${slot}2`, phrase.plural), `${slot}0`, phrase.kind === 'plural');
}

/** The title generator, filling the formulas in `words` (content/tools/generators/engines/title.ts puts them in). */
export const titleEngine = (words: TitleWords): Engine => ({
  generate: (values: Values, rng) => {
    // Every formula holds a noun phrase: a task ("how to write…") becomes one ("writing…").
    const topic = taskAsNoun((values.topic ?? '').trim().replace(/[.?!]+$/, ''));
    const keyword = taskAsNoun((values.keyword ?? '').trim()) || topic;
    const typedAudience = (values.audience ?? '').trim() || 'Teams';
    // "What Should {A} Know" wants a group: a typed "startup founder" becomes "Startup Founders".
    const audience = nounPhrase(typedAudience).plural ? typedAudience : plural(typedAudience);
    const t = nounPhrase(topic);
    const k = nounPhrase(keyword);
    const slots = {
      T0: titleCase(t.text),
      T1: titleCase(t.modifier ?? t.text),
      T2: titleCase(t.general),
      K0: titleCase(k.text),
      K1: titleCase(k.modifier ?? k.text),
      K2: titleCase(k.general),
      A: titleCase(audience),
      a: titleCase(singular(audience)),
    };
    const types = values.type && words.formulas[values.type] ? [values.type] : Object.keys(words.formulas);
    const pool: Filled[] = [];
    for (const type of types)
      for (const formula of words.formulas[type] ?? []) {
        const withTopic = place(formula, 'T', t);
        const placed = withTopic && place(withTopic, 'K', k);
        const n = String(pick([5, 7, 9, 10, 12, 15], rng));
        if (!placed) continue;
        const text = fillTemplate(placed, { ...slots, n });
        if (text)
          pool.push({
            text,
            detail: words.typeLabels[type] ?? type,
            weight: text.length <= TITLE_IDEAL ? 2 : 0,
          });
      }
    const ideas = orderPhrases(pool, {
      rng,
      count: 16,
      limit: TITLE_LIMIT,
      userWords: [topic, keyword, audience],
    }).map((idea) => ({
      ...idea,
      metrics: [
        {
          label: 'Length',
          value: `${idea.text.length} characters`,
          tone: idea.text.length <= TITLE_IDEAL ? ('good' as const) : ('warning' as const),
        },
      ],
    }));
    return {
      ideas,
      summary: ideas.length
        ? `${count(ideas.length, 'title')} about “${topic}”. Keep titles within about 60 characters so search results show them whole.`
        : 'No titles fit 70 characters with this topic. Use a shorter topic or keyword.',
    };
  },
  fromAi: (text, _secondary, values) =>
    phraseFromAi(text, TITLE_LIMIT, [values.topic ?? '', values.keyword ?? '', values.audience ?? '']),
  ai: true,
});
