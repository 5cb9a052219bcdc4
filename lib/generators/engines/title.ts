import { pick } from '@/lib/kit/random';
import { titleCase } from '../text';
import { count, fillTemplate, orderPhrases, phraseFromAi, type Filled } from './phrases';
import type { Engine, Values } from '../types';

/**
 * Blog and article title formulas by type. {T} is the topic, {K} the keyword (the topic when none),
 * {A} the audience, {n} a list size. Titles over 60 characters get cut in search results, so they
 * rank lower here and nothing over 70 is shown.
 */
const FORMULAS: Record<string, readonly string[]> = {
  'how-to': [
    'How to Get {T} Right: A Step-by-Step Guide',
    'How to Improve {T} (Even If You’re Short on Time)',
    'How to Plan {T} Without the Guesswork',
    'How {A} Can Improve {T}',
    'How to Master {T} in {n} Simple Steps',
    'How to Get Started With {K}',
  ],
  listicle: [
    '{n} {K} Tips Every {a} Should Know',
    '{n} Ways to Improve {T}',
    '{n} {K} Ideas That Actually Work',
    '{n} Proven Strategies for Better {T}',
    '{n} {K} Examples to Learn From',
    '{n} {K} Tools Worth Trying',
  ],
  question: [
    'What Is {K}? A Plain-English Guide',
    'Why Does {K} Matter for {A}?',
    'Is Your Team Ready for {T}?',
    'What Do {A} Get Wrong About {K}?',
    'How Much Does {K} Really Cost?',
    'Should You Invest in {T}? Pros, Cons and Next Steps',
  ],
  guide: [
    'The Complete Guide to {K}',
    '{K}: The Ultimate Guide for {A}',
    'The Beginner’s Guide to {K}',
    '{K} 101: Everything {A} Need to Know',
    'A Practical Guide to {K} for {A}',
    'The {K} Playbook: From First Steps to Results',
  ],
  mistakes: [
    '{n} {K} Mistakes (and How to Avoid Them)',
    'Stop Making These {n} {K} Mistakes',
    'The Biggest {K} Mistake {A} Make',
    '{n} Signs Your {K} Needs Work',
    'Why Your {K} Isn’t Working, and How to Fix It',
  ],
  comparison: [
    '{K} vs. the Alternatives: Which Is Right for You?',
    '{K}: Pros, Cons and When to Use It',
    'The Best {K} Options Compared',
    '{K} Compared: What {A} Should Choose',
  ],
};

const TYPE_LABELS: Record<string, string> = {
  'how-to': 'How-to',
  listicle: 'List post',
  question: 'Question',
  guide: 'Guide',
  mistakes: 'Mistakes to avoid',
  comparison: 'Comparison',
};

export const TITLE_LIMIT = 70;
export const TITLE_IDEAL = 60;

/** Singular of a plural audience for "Every {a}": "managers" → "Manager". */
const singular = (words: string) => words.replace(/ies$/i, 'y').replace(/([^s])s$/i, '$1');

export const engine: Engine = {
  generate: (values: Values, rng) => {
    const topic = (values.topic ?? '').trim().replace(/[.?!]+$/, '');
    const keyword = (values.keyword ?? '').trim() || topic;
    const audience = (values.audience ?? '').trim() || 'Teams';
    const slots = {
      T: titleCase(topic),
      K: titleCase(keyword),
      A: titleCase(audience),
      a: titleCase(singular(audience)),
    };
    const types = values.type && FORMULAS[values.type] ? [values.type] : Object.keys(FORMULAS);
    const pool: Filled[] = [];
    for (const type of types)
      for (const formula of FORMULAS[type] ?? []) {
        const text = fillTemplate(formula, { ...slots, n: String(pick([5, 7, 9, 10, 12, 15], rng)) });
        if (text)
          pool.push({ text, detail: TYPE_LABELS[type] ?? type, weight: text.length <= TITLE_IDEAL ? 2 : 0 });
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
};
