import type { RewriteTool } from '../types';

export const summaryGenerator: RewriteTool = {
  slug: 'summary-generator',
  kind: 'summary',
  family: 'writing',
  group: 'rewriting',
  name: 'Summary generator',
  title: 'Summary Generator: Summarize Text Free and Privately',
  description:
    'Summarize articles, reports and notes in your browser: the most central sentences in their original order, as a paragraph or bullets, with the key phrases listed.',
  lead: 'Paste a long text to pull out its most central sentences, in their original order, as a paragraph or bullet points, with its key phrases.',
  summary: 'The key sentences and phrases of a long text, picked on your device.',
  keywords: [
    'summarizer',
    'text summarizer',
    'article summarizer',
    'tldr generator',
    'summarize meeting notes',
    'key points',
    'extractive summary',
    'key phrases',
  ],
  method: [
    'This is an extractive summarizer: every sentence in the summary is one of yours, unchanged, and they appear in the order you wrote them. It never paraphrases or adds anything, so it cannot misquote a figure or a name, but the summary reads like selected excerpts rather than new prose.',
    'Each sentence is turned into a list of its content words (function words such as the and of left out, endings such as -ing folded), weighted by TF-IDF, so words that are frequent in one sentence but rare across the text count most. Two sentences are linked when they share weighted words, and TextRank, the PageRank method applied to sentences (Mihalcea and Tarau, 2004), scores each by how strongly it is linked to other well-linked sentences: the sentences that carry the text’s main thread score highest.',
    'The first sentence of the text and of each paragraph get a small lift, because writers usually open with the point; fragments under five words and sentences over fifty words get a small cut. The highest-scoring sentences are chosen up to the length you set, by number or percent of the sentences, skipping any that mostly repeat one already chosen. Key phrases are the one- to three-word phrases that recur most, longer ones weighted up.',
    'It all runs in your browser, in a background worker so a 20,000-word document does not freeze the page. Your text is not uploaded unless you press Summarize with AI, which asks an AI service for a separately written summary shown beside this one. The word lists are English only; scores work best on prose, less well on tables, lists or transcripts.',
  ],
  faq: [
    {
      question: 'Does it rewrite my sentences?',
      answer:
        'No. It picks whole sentences from your text and shows them unchanged, in their original order. That keeps facts, names and numbers exactly right; for a summary in new words, use Summarize with AI, or reword the result with the paraphrasing tool.',
    },
    {
      question: 'How long can the text be?',
      answer:
        'Up to 20,000 words at a time, about 40 pages. Longer texts get a message under the box and nothing is cut: summarize them chapter by chapter.',
    },
    {
      question: 'How do I choose the length?',
      answer:
        'Set a number of sentences, from 1 to 50, or a percent of the text’s sentences, from 5 to 90. Three to five sentences suit an email update; 10 to 20 percent suits a report.',
    },
    {
      question: 'Is my text private?',
      answer:
        'Yes. The summary is worked out in your browser and your text is kept only as a draft in this browser. It leaves your device only if you press Summarize with AI.',
    },
    {
      question: 'Why was an important sentence left out?',
      answer:
        'The score favors sentences that share vocabulary with the rest of the text. A key point made once, in words used nowhere else, can score low. Raise the length, or read the key phrases to check nothing central is missing.',
    },
  ],
  related: ['paraphrasing-tool', 'paragraph-rewriter', 'word-counter', 'grammar-checker'],
  updated: '2026-11-22',
};
