import { pick } from '@/lib/kit/random';
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

/** Singular of a plural audience for "Every {a}": "managers" → "Manager". */
const singular = (words: string) => words.replace(/ies$/i, 'y').replace(/([^s])s$/i, '$1');

/** The title generator, filling the formulas in `words` (content/tools/generators/engines/title.ts puts them in). */
export const titleEngine = (words: TitleWords): Engine => ({
  generate: (values: Values, rng) => {
    // Every formula holds a noun phrase: a task ("how to write…") becomes one ("writing…").
    const topic = taskAsNoun((values.topic ?? '').trim().replace(/[.?!]+$/, ''));
    const keyword = taskAsNoun((values.keyword ?? '').trim()) || topic;
    const audience = (values.audience ?? '').trim() || 'Teams';
    const slots = {
      T: titleCase(topic),
      K: titleCase(keyword),
      A: titleCase(audience),
      a: titleCase(singular(audience)),
    };
    const types = values.type && words.formulas[values.type] ? [values.type] : Object.keys(words.formulas);
    const pool: Filled[] = [];
    for (const type of types)
      for (const formula of words.formulas[type] ?? []) {
        const text = fillTemplate(formula, { ...slots, n: String(pick([5, 7, 9, 10, 12, 15], rng)) });
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
  aiBrief: (values) => ({
    prompt: `Write 10 blog or article titles about "${values.topic ?? ''}"${values.keyword ? ` using the keyword "${values.keyword}"` : ''}${values.audience ? ` for ${values.audience}` : ''}. Type: ${values.type || 'mixed'}. Title Case, at most 60 characters, specific and not clickbait.`,
    wantsSecondary: false,
  }),
});
