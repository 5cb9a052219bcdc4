import { agree } from '../agreement';
import { isClean } from '../blocklist';
import { nounPhrase } from '../noun-phrase';
import {
  DESCRIPTION_FONT_PX,
  DESCRIPTION_LIMIT_PX,
  TITLE_FONT_PX,
  TITLE_LIMIT_PX,
  textWidth,
} from '../pixels';
import { shuffle } from '@/lib/kit/random';
import { capitalize, dedupe, plural, titleCase } from '../text';
import type { Engine, Idea, Metric, Values } from '../types';
import { fillTemplate } from './phrases';

/**
 * Meta title and description pairs, from patterns by page type (content/tools/generators/words/meta.ts).
 * Titles aim at Google's ~580 px desktop width, descriptions at 120–160 characters (~920 px).
 */
export type MetaWords = {
  titles: Record<string, readonly string[]>;
  descriptions: Record<string, readonly string[]>;
  /** The benefit a description promises when the visitor gives none, by page type. */
  fallbackBenefit: Record<string, string>;
};

export const TITLE_CHARS = 60;
export const DESCRIPTION_CHARS = 160;

export function snippetMetrics(title: string, description: string): Metric[] {
  const titlePx = textWidth(title, TITLE_FONT_PX);
  const descriptionPx = textWidth(description, DESCRIPTION_FONT_PX);
  return [
    {
      label: 'Title',
      value: `${title.length} characters`,
      tone: title.length <= TITLE_CHARS ? 'good' : 'warning',
    },
    {
      label: 'Title width',
      value: `~${titlePx} of ${TITLE_LIMIT_PX} px`,
      tone: titlePx <= TITLE_LIMIT_PX ? 'good' : 'bad',
    },
    {
      label: 'Description',
      value: `${description.length} characters`,
      tone: description.length >= 70 && description.length <= DESCRIPTION_CHARS ? 'good' : 'warning',
    },
    {
      label: 'Description width',
      value: `~${descriptionPx} of ${DESCRIPTION_LIMIT_PX} px`,
      tone: descriptionPx <= DESCRIPTION_LIMIT_PX ? 'good' : 'bad',
    },
  ];
}

const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;

/** The meta title and description generator, filling the patterns in `words` (content/tools/generators/engines/meta.ts puts them in). */
export const metaEngine = (words: MetaWords): Engine => ({
  generate: (values: Values, rng) => {
    const topic = (values.topic ?? '').trim();
    const keyword = (values.keyword ?? '').trim() || topic;
    const brand = (values.brand ?? '').trim();
    const typed = (values.benefit ?? '').trim().replace(/[.]+$/, '');
    const type = words.titles[values.pageType ?? ''] ? (values.pageType as string) : 'article';
    // Descriptions need a benefit; without one, a plain promise that suits the kind of page.
    const benefit = typed || (words.fallbackBenefit[type] ?? words.fallbackBenefit.article ?? '');
    // In a title the keyword is a label and stands as typed; in a description's sentences one
    // countable thing goes plural ("A practical guide to offer letter templates"), and verbs and
    // "it" agree with a plural ("Interview Questions: How They Work").
    const k = nounPhrase(keyword);
    const t = nounPhrase(topic);
    const slots = {
      K: titleCase(keyword),
      T: titleCase(topic),
      B: brand,
      V: typed ? titleCase(typed) : '',
      k: lowerFirst(k.general),
      t: lowerFirst(t.general),
      v: lowerFirst(benefit),
      Tc: capitalize(t.general),
      Kc: capitalize(k.general),
      Vc: capitalize(benefit),
    };
    const agreeing = (template: string) =>
      [
        ['K', k.kind === 'plural'],
        ['T', t.kind === 'plural'],
        ['k', k.plural],
        ['t', t.plural],
        ['Kc', k.plural],
        ['Tc', t.plural],
      ].reduce((out, [slot, many]) => agree(out, slot as string, many as boolean), template);
    // A title whose brand part is missing still works without it: "… | {B}" is dropped.
    const titles = (words.titles[type] ?? [])
      .map((pattern) => fillTemplate(agreeing(brand ? pattern : pattern.replace(/ \| \{B\}$/, '')), slots))
      .filter((t): t is string => Boolean(t));
    // Without a brand, "from {B}" endings are dropped and sentences led by the brand are skipped.
    const descriptions = (words.descriptions[type] ?? [])
      .map((d) => (brand ? d : d.replace(/,? (from|at) \{B\}/, '')))
      .filter((d) => brand || !d.includes('{B}'))
      .map((d) => fillTemplate(agreeing(d), slots))
      .filter((d): d is string => Boolean(d));
    const pairs = shuffle(titles, rng).flatMap((title, i) =>
      [0, 1].map((step) => ({
        title,
        description: descriptions[(i + step) % Math.max(1, descriptions.length)] ?? '',
      })),
    );
    const scored = shuffle(pairs, rng)
      .filter(
        (pair) =>
          pair.description &&
          isClean(`${pair.title} ${pair.description}`, [
            topic,
            keyword,
            brand,
            benefit,
            ...pair.title.split(' '),
            ...pair.description.split(' '),
          ]),
      )
      .map((pair) => {
        const fitsTitle = textWidth(pair.title, TITLE_FONT_PX) <= TITLE_LIMIT_PX;
        const fitsDescription = textWidth(pair.description, DESCRIPTION_FONT_PX) <= DESCRIPTION_LIMIT_PX;
        return { ...pair, score: (fitsTitle ? 3 : 0) + (fitsDescription ? 2 : 0) + rng() };
      })
      .sort((a, b) => b.score - a.score);
    const ideas: Idea[] = dedupe(scored, (pair) => pair.title)
      .slice(0, 6)
      .map((pair) => ({
        text: pair.title,
        secondary: pair.description,
        metrics: snippetMetrics(pair.title, pair.description),
        source: 'device',
      }));
    return {
      ideas,
      summary: `${plural(ideas.length, 'title and description pair')} for “${keyword}”, measured against Google’s desktop widths.`,
    };
  },
  fromAi: (text, secondary) => {
    const title = text.trim();
    const description = (secondary ?? '').trim();
    if (!title || !description || title.length > 90 || description.length > 230) return null;
    if (!isClean(`${title} ${description}`, [...title.split(' '), ...description.split(' ')])) return null;
    return {
      text: title,
      secondary: description,
      detail: 'Suggested by AI',
      metrics: snippetMetrics(title, description),
      source: 'ai',
    };
  },
  ai: true,
});
