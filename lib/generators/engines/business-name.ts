import { brandFromAi, finish, K, pairCompounds, readKeywords, wordCompounds, type Candidate } from './brand';
import type { Engine, Values } from '../types';

type Style = 'modern' | 'classic' | 'playful' | 'short';

const SUFFIXES: Record<Style, readonly string[]> = {
  modern: ['ly', 'ify', 'io', 'hub', 'lab', 'wise', 'base', 'stack', 'flow', 'able', 'ster', 'era', 'loop'],
  classic: ['worth', 'field', 'wood', 'stone', 'gate', 'hall', 'crest', 'ford', 'well', 'mark'],
  playful: ['oo', 'ster', 'zilla', 'tastic', 'ette', 'y', 'bug', 'pop', 'doodle', 'licious', 'ville'],
  short: ['ly', 'io', 'a', 'o', 'us', 'ify', 'ta'],
};
const PREFIXES: Record<Style, readonly string[]> = {
  modern: ['get', 'try', 'go', 'neo', 'zen', 'nova', 'up', 'hey', 'meta', 'omni', 'pro'],
  classic: ['royal', 'first', 'grand', 'old', 'true', 'crown', 'noble'],
  playful: ['happy', 'jolly', 'busy', 'little', 'big', 'super', 'mega', 'wonder', 'snappy'],
  short: ['go', 'up', 'my', 'neo', 'zen', 'be'],
};
const COMPOUNDS: Record<Style, readonly string[]> = {
  modern: [
    'works',
    'craft',
    'spark',
    'point',
    'path',
    'wave',
    'shift',
    'nest',
    'grid',
    'sync',
    'mint',
    'bloom',
  ],
  classic: ['house', 'works', 'craft', 'well', 'field', 'mill', 'forge', 'yard', 'smith', 'gate'],
  playful: ['bee', 'bird', 'box', 'hop', 'jar', 'fox', 'bean', 'pal', 'bot', 'nook', 'kite'],
  short: ['go', 'up', 'ly', 'io', 'hq', 'one'],
};
const BLENDS = [
  'nova',
  'nest',
  'sync',
  'spark',
  'shift',
  'loop',
  'lumen',
  'ember',
  'orbit',
  'echo',
  'haven',
  'summit',
  'river',
  'ridge',
  'apex',
  'atlas',
  'evergreen',
  'elevate',
  'essence',
  'insight',
  'origin',
  'ultra',
  'aura',
  'amber',
  'arrow',
  'oak',
  'yonder',
  'zest',
  'tide',
  'ease',
  'edge',
  'energy',
  'gear',
  'grove',
];
const ADJECTIVES: Record<Style, readonly string[]> = {
  modern: [
    'Bright',
    'Clear',
    'Bold',
    'True',
    'Swift',
    'Nimble',
    'Open',
    'Pure',
    'Smart',
    'Next',
    'Kind',
    'Vivid',
  ],
  classic: [
    'Heritage',
    'Royal',
    'Sterling',
    'Golden',
    'Noble',
    'Grand',
    'Premier',
    'Summit',
    'Old Oak',
    'Crown',
    'Hallmark',
  ],
  playful: [
    'Happy',
    'Jolly',
    'Busy',
    'Cheeky',
    'Sunny',
    'Lucky',
    'Fizzy',
    'Little',
    'Bouncy',
    'Zippy',
    'Cosy',
  ],
  short: ['Ace', 'Zen', 'Neo', 'Max', 'Fly', 'Top', 'Go'],
};
const INDUSTRY: Record<string, readonly string[]> = {
  tech: ['Labs', 'Systems', 'Software', 'Digital', 'Cloud', 'Technologies', 'AI', 'Data'],
  food: ['Kitchen', 'Pantry', 'Table', 'Bakehouse', 'Eatery', 'Provisions', 'Cafe', 'Roasters'],
  retail: ['Goods', 'Supply', 'Market', 'Store', 'Outfitters', 'Trading Co.', 'Emporium', 'Boutique'],
  health: ['Health', 'Care', 'Clinic', 'Wellness', 'Therapy', 'Medical', 'Vitality'],
  finance: ['Capital', 'Partners', 'Advisors', 'Financial', 'Wealth', 'Ledger', 'Accounting'],
  creative: ['Studio', 'Design', 'Creative', 'Collective', 'Workshop', 'Media', 'Agency'],
  consulting: ['Consulting', 'Advisory', 'Group', 'Partners', 'Strategies', 'Associates', 'Solutions'],
  home: ['Home Services', 'Builders', 'Repair', 'Renovations', 'Landscaping', 'Plumbing', 'Handyman'],
  fitness: ['Fitness', 'Athletics', 'Training', 'Gym', 'Performance', 'Strength', 'Yoga'],
  education: ['Academy', 'Learning', 'Tutoring', 'Institute', 'School', 'Prep', 'Classroom'],
  beauty: ['Beauty', 'Salon', 'Skin', 'Aesthetics', 'Spa', 'Cosmetics', 'Lash Bar'],
  hr: ['Talent', 'Recruiting', 'Staffing', 'People', 'HR', 'Careers', 'Search'],
  other: ['Co.', 'Company', 'Group', 'Works', 'Collective', 'Brands', 'Partners'],
};

/** How well each technique suits each style (0 to 3). */
const WEIGHTS: Record<
  Style,
  {
    suffix: number;
    prefix: number;
    compound: number;
    blend: number;
    industry: number;
    adjective: number;
    pair: number;
  }
> = {
  modern: { suffix: 3, prefix: 2, compound: 2, blend: 3, industry: 1.5, adjective: 1.5, pair: 2 },
  classic: { suffix: 1.5, prefix: 1, compound: 2, blend: 0.5, industry: 3, adjective: 3, pair: 2 },
  playful: { suffix: 3, prefix: 2.5, compound: 2.5, blend: 2, industry: 1, adjective: 2.5, pair: 1.5 },
  short: { suffix: 3, prefix: 2, compound: 2, blend: 2, industry: 0.5, adjective: 0.5, pair: 1.5 },
};

const styleOf = (values: Values): Style =>
  (['modern', 'classic', 'playful', 'short'] as const).find((s) => s === values.style) ?? 'modern';

export function maxLengthOf(values: Values, fallback = 16): number {
  const n = Number(values.maxLength);
  return Number.isFinite(n) && n >= 4 ? Math.min(40, Math.floor(n)) : fallback;
}

function candidates(values: Values): Candidate[] {
  const style = styleOf(values);
  const weights = WEIGHTS[style];
  const keywords = readKeywords(values);
  const industry = INDUSTRY[values.industry ?? ''] ?? INDUSTRY.other!;
  const out: Candidate[] = [];
  for (const keyword of keywords) {
    out.push(
      ...wordCompounds(
        keyword,
        { suffixes: SUFFIXES[style], prefixes: PREFIXES[style], compounds: COMPOUNDS[style], blends: BLENDS },
        weights,
      ),
    );
    for (const noun of industry)
      out.push({
        text: `${K(keyword)} ${noun}`,
        technique: 'Keyword + industry word',
        parts: [keyword, noun],
        weight: weights.industry,
      });
    for (const adjective of ADJECTIVES[style])
      out.push({
        text: `${adjective} ${K(keyword)}`,
        technique: 'Descriptive word + keyword',
        parts: [keyword, adjective],
        weight: weights.adjective,
      });
  }
  out.push(...pairCompounds(keywords, weights.pair));
  if (style === 'classic' && keywords.length >= 2)
    out.push({
      text: `${K(keywords[0]!)} & ${K(keywords[1]!)}`,
      technique: 'Two keywords',
      parts: keywords,
      weight: 2.5,
    });
  return out;
}

export const engine: Engine = {
  generate: (values, rng) =>
    finish(candidates(values), {
      rng,
      count: 24,
      maxLength: maxLengthOf(values),
      noun: 'business name',
      keywords: readKeywords(values),
      preferShort: styleOf(values) === 'short',
    }),
  fromAi: (text, _secondary, values) => brandFromAi(text, values, maxLengthOf(values)),
  aiBrief: (values) => ({
    prompt: `Suggest 10 original business names for a ${values.industry ?? ''} business. Keywords: ${values.keywords ?? ''}. Style: ${values.style ?? 'modern'}. Each name at most ${maxLengthOf(values)} characters, easy to say and spell, family-friendly, not an existing famous brand.`,
    wantsSecondary: false,
  }),
};
