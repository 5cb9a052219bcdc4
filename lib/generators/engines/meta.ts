import { isClean } from '../blocklist';
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
 * Meta title and description pairs. {K} keyword, {T} page topic, {B} brand, {V} the benefit.
 * Titles aim at Google's ~580 px desktop width, descriptions at 120–160 characters (~920 px).
 */
const TITLES: Record<string, readonly string[]> = {
  article: [
    '{K}: A Practical Guide | {B}',
    '{T} | {B}',
    '{K} Explained: Definition and Examples | {B}',
    '{K}: How It Works and Why It Matters',
    '{T}: Tips, Examples and Mistakes to Avoid',
    '{K}: A Guide for Busy Teams | {B}',
  ],
  product: [
    '{K} | {B}',
    '{T} for {V} | {B}',
    'Buy {K} Online | {B}',
    '{K}: Features, Pricing and Reviews | {B}',
    '{B} {K}: {V}',
  ],
  service: [
    '{K} Services | {B}',
    '{T} | {B}',
    'Professional {K} for {V} | {B}',
    '{K} That Delivers {V} | {B}',
    'Expert {K} | Free Consultation | {B}',
  ],
  tool: [
    'Free {K} | {B}',
    '{T}: Free Online Tool | {B}',
    '{K}: Fast, Free and No Sign-Up | {B}',
    'Free {K} Online | {V}',
  ],
  local: ['{K} Near You | {B}', '{T} | {B}', 'Trusted {K} | Book Today | {B}', '{K} | Open Today | {B}'],
};
const DESCRIPTIONS: Record<string, readonly string[]> = {
  article: [
    'Learn about {k}: what it is, how it works and how to get started, with clear examples and practical tips from {B}.',
    'A practical guide to {t}. See examples, avoid the common mistakes and get {v}.',
    'Everything you need to know about {k}, from the basics to advanced tips. Read the guide and get {v}.',
    '{Tc} explained in plain English, with step-by-step advice, examples and a checklist you can use today.',
  ],
  product: [
    'Shop {k} from {B}, built for {v}. Compare features, read reviews and order online today.',
    'Discover {t} from {B}. Built for {v}, with free returns and friendly support.',
    '{Kc} designed for {v}. See features, pricing and customer reviews at {B}.',
  ],
  service: [
    '{B} offers {k} for {v}. Talk to an expert today and get a clear plan and a quote.',
    'Need {k}? {B} helps with {t}, from the first call to results. Book a free consultation.',
    'Professional {k} from {B}: {v}, transparent pricing and a team that answers quickly.',
  ],
  tool: [
    'Use our free {k} to get {v} in seconds. No sign-up, works in your browser, from {B}.',
    '{Kc} online, free: {v}. Fast, private and easy to use. Try it now at {B}.',
    'Free {k} from {B}. Get {v} in a few clicks, then copy or download the result.',
  ],
  local: [
    'Looking for {k}? {B} offers {v}, friendly service and fair prices. Call or book online today.',
    '{B}: trusted {k} for {v}. Read reviews, check opening hours and book your visit.',
    'Local {k} from {B}. {Vc}, same-week appointments and honest quotes.',
  ],
};

const FALLBACK_BENEFIT: Record<string, string> = {
  article: 'clear, practical answers',
  product: 'everyday use',
  service: 'results you can measure',
  tool: 'a clear result',
  local: 'fast, local help',
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

export const engine: Engine = {
  generate: (values: Values, rng) => {
    const topic = (values.topic ?? '').trim();
    const keyword = (values.keyword ?? '').trim() || topic;
    const brand = (values.brand ?? '').trim();
    const typed = (values.benefit ?? '').trim().replace(/[.]+$/, '');
    const type = TITLES[values.pageType ?? ''] ? (values.pageType as string) : 'article';
    // Descriptions need a benefit; without one, a plain promise that suits the kind of page.
    const benefit = typed || (FALLBACK_BENEFIT[type] ?? 'clear, practical answers');
    const slots = {
      K: titleCase(keyword),
      T: titleCase(topic),
      B: brand,
      V: typed ? titleCase(typed) : '',
      k: lowerFirst(keyword),
      t: lowerFirst(topic),
      v: lowerFirst(benefit),
      Tc: capitalize(topic),
      Kc: capitalize(keyword),
      Vc: capitalize(benefit),
    };
    // A title whose brand part is missing still works without it: "… | {B}" is dropped.
    const titles = (TITLES[type] ?? [])
      .map((t) => fillTemplate(brand ? t : t.replace(/ \| \{B\}$/, ''), slots))
      .filter((t): t is string => Boolean(t));
    // Without a brand, "from {B}" endings are dropped and sentences led by the brand are skipped.
    const descriptions = (DESCRIPTIONS[type] ?? [])
      .map((d) => (brand ? d : d.replace(/,? (from|at) \{B\}/, '')))
      .filter((d) => brand || !d.includes('{B}'))
      .map((d) => fillTemplate(d, slots))
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
  aiBrief: (values) => ({
    prompt: `Write 4 SEO meta title and meta description pairs for a ${values.pageType ?? 'article'} page about "${values.topic ?? ''}". Main keyword: "${values.keyword ?? ''}".${values.brand ? ` Brand: ${values.brand}.` : ''}${values.benefit ? ` Benefit: ${values.benefit}.` : ''} Titles at most 60 characters with the keyword near the start; descriptions 120-155 characters with a clear reason to click.`,
    wantsSecondary: true,
  }),
};
