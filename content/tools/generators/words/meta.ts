import type { MetaWords } from '@/lib/generators/engines/meta';

/**
 * Meta title and description patterns by page type. {K} keyword, {T} page topic, {B} brand, {V} the
 * benefit; lower case {k}, {t}, {v} start lower case mid-sentence, {Tc}, {Kc}, {Vc} start a sentence.
 * A page without a brand drops a title's "| {B}" ending and a description's "from {B}" or "at {B}".
 * The fallback benefit is the plain promise a description makes when the visitor gives none.
 */
export const META_WORDS: MetaWords = {
  titles: {
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
  },
  descriptions: {
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
  },
  fallbackBenefit: {
    article: 'clear, practical answers',
    product: 'everyday use',
    service: 'results you can measure',
    tool: 'a clear result',
    local: 'fast, local help',
  },
};
