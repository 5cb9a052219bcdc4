import type { NameGeneratorTool } from '../types';
import { select, text, updated } from './fields';

export const metaTitleDescriptionGenerator: NameGeneratorTool = {
  slug: 'meta-title-description-generator',
  kind: 'name-generator',
  generator: 'meta',
  family: 'generator',
  group: 'marketing',
  name: 'Meta title and description generator',
  title: 'Meta Title and Description Generator With Pixel Width Preview',
  description:
    'Write SEO meta titles and descriptions from your topic, keyword and brand, with character counts, estimated pixel widths and a live Google-style snippet preview.',
  lead: 'Give the page’s topic, keyword and brand to get meta title and description pairs, measured in characters and pixels and previewed as a Google result.',
  summary: 'SEO titles and descriptions with a live search preview.',
  keywords: [
    'seo title generator',
    'meta description generator',
    'serp preview',
    'snippet preview',
    'title tag length',
    'pixel width',
  ],
  method: [
    'Pairs come from formulas for each kind of page (article, product, service, free tool, local business), with your keyword near the start of the title and a reason to click in the description. Without a brand, the “| Brand” ending is left off.',
    'Google cuts titles by width, not by character count: on desktop about 580 pixels of 20 px Arial, and descriptions at about 920 pixels of 14 px Arial (roughly 155–160 characters). The tool adds up each character’s width in Arial (a W is four times as wide as an i) to estimate both, marks anything over the limit, and the preview cuts the text with “…” where Google would. Treat the estimate as a guide: Google may also rewrite titles and descriptions.',
    'Press Preview on any pair, then edit the title or description in the preview: the counts and the cut update as you type.',
  ],
  faq: [
    {
      question: 'How long should a meta title be?',
      answer:
        'Up to about 580 pixels on desktop, which is 50 to 60 characters of ordinary text. Capitals and wide letters such as W and M use up the width faster, which is why the tool measures pixels, not only characters.',
    },
    {
      question: 'How long should a meta description be?',
      answer:
        'About 120 to 158 characters (up to roughly 920 pixels on desktop). Google shows less on mobile, so put the key point and the keyword in the first 120 characters.',
    },
    {
      question: 'Will Google use my meta description?',
      answer:
        'Often, but not always: Google rewrites titles and descriptions when it judges another part of the page answers the search better. A description that summarizes the page accurately is the one most likely to be used.',
    },
    {
      question: 'Should every page have a unique meta title?',
      answer:
        'Yes. Duplicate titles make pages compete with each other and confuse searchers. Lead with what is specific to the page and end with the brand.',
    },
  ],
  related: ['title-generator', 'youtube-tag-generator', 'slogan-generator', 'blog-name-generator'],
  updated,
  fields: [
    text('topic', 'Page topic', 'Employee onboarding checklist', {
      placeholder: 'e.g. Employee onboarding checklist',
      required: true,
      maxLength: 60,
    }),
    text('keyword', 'Main keyword', 'onboarding checklist', {
      placeholder: 'e.g. onboarding checklist',
      required: true,
      maxLength: 40,
    }),
    text('brand', 'Brand', 'Quotient', { placeholder: 'e.g. Acme', maxLength: 30, help: 'Optional.' }),
    text('benefit', 'What the visitor gets', 'a smooth first week for new hires', {
      placeholder: 'e.g. a smooth first week for new hires',
      maxLength: 60,
      help: 'Optional.',
    }),
    select('pageType', 'Page type', 'article', [
      { value: 'article', label: 'Article or guide' },
      { value: 'product', label: 'Product' },
      { value: 'service', label: 'Service' },
      { value: 'tool', label: 'Free tool' },
      { value: 'local', label: 'Local business' },
    ]),
  ],
  layout: 'snippet',
  resultTitle: 'Title and description options',
  defaultSeed: 'quotient',
};
