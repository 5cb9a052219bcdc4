import type { NameGeneratorTool } from '../types';
import { select, text, updated } from './fields';

export const titleGenerator: NameGeneratorTool = {
  slug: 'title-generator',
  kind: 'name-generator',
  generator: 'title',
  family: 'generator',
  group: 'marketing',
  name: 'Blog title generator',
  title: 'Blog Title Generator: How-To, List and Question Headlines',
  description:
    'Get blog and article titles from your topic and keyword: how-to, list, question, guide, mistakes and comparison formulas, with lengths checked for search results.',
  lead: 'Enter a topic and a keyword to get article titles in proven formulas, each with its length measured against what search results show.',
  summary: 'Article titles from your topic: how-to, lists, questions.',
  keywords: [
    'headline generator',
    'article title ideas',
    'blog post title',
    'seo title ideas',
    'listicle title',
  ],
  method: [
    'Titles are built from formulas editors rely on: how-to (“How to Master … in 7 Simple Steps”), list (“10 … Tips Every Manager Should Know”), question (“Why Does … Matter for …?”), guide, mistakes and comparison. Your topic and keyword fill them in Title Case, small words such as “and” or “for” lower case as style guides write them.',
    'Titles over 70 characters are dropped; those within 60 are marked green and ranked higher, since Google shows about 60 characters of a title on desktop before cutting it. Write the topic as a noun phrase (employee onboarding, remote work policy).',
  ],
  faq: [
    {
      question: 'How long should a blog title be?',
      answer:
        'Under about 60 characters, so Google shows it whole, and specific enough to promise one thing. Put the main keyword near the start.',
    },
    {
      question: 'Which title formula works best?',
      answer:
        'It depends on intent. Searchers who want to do something click how-to titles; people comparing options click lists and comparisons; people new to a topic click “What is” questions. Match the formula to the article you actually wrote.',
    },
    {
      question: 'Should the blog title and the meta title be the same?',
      answer:
        'They can differ. The on-page title (H1) can be longer and more conversational; the meta title should fit about 580 pixels and may add your brand. The meta title generator measures that width.',
    },
  ],
  related: [
    'meta-title-description-generator',
    'blog-name-generator',
    'youtube-tag-generator',
    'slogan-generator',
  ],
  updated,
  fields: [
    text('topic', 'Topic', 'employee onboarding', {
      placeholder: 'e.g. employee onboarding',
      required: true,
      maxLength: 50,
    }),
    text('keyword', 'Keyword', 'onboarding checklist', {
      placeholder: 'e.g. onboarding checklist',
      maxLength: 40,
      help: 'Optional: the phrase people search.',
    }),
    select('type', 'Title type', '', [
      { value: '', label: 'All types' },
      { value: 'how-to', label: 'How-to' },
      { value: 'listicle', label: 'List post' },
      { value: 'question', label: 'Question' },
      { value: 'guide', label: 'Guide' },
      { value: 'mistakes', label: 'Mistakes to avoid' },
      { value: 'comparison', label: 'Comparison' },
    ]),
    text('audience', 'Audience', 'HR managers', {
      placeholder: 'e.g. HR managers',
      maxLength: 30,
      help: 'Optional, in the plural.',
    }),
  ],
  layout: 'cards',
  resultTitle: 'Title ideas',
  defaultSeed: 'quotient',
};
