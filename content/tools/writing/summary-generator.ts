import type { RewriteTool } from '../types';

export const summaryGenerator: RewriteTool = {
  slug: 'summary-generator',
  kind: 'summary',
  family: 'writing',
  group: 'rewriting',
  name: 'Summary generator',
  title: 'Summary Generator: Summarize Text Free and Privately',
  description:
    'Summarize articles, reports and notes in your browser: the sentences that carry the main thread, in order, as a paragraph or key points, with key phrases.',
  lead: 'Paste a long text to pull out the sentences that carry its main thread, in their original order, as a summary paragraph or a list of key points, with its key phrases.',
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
    'Each sentence is turned into a list of its content words (function words such as the and of left out, endings such as -ing folded), weighted by TF-IDF, so words that are frequent in one sentence but rare across the text count most. A sentence scores higher the more of these words it shares with the rest of the text; one that shares almost none is off the thread wherever it stands.',
    'Then come the signs an editor reads. The lead paragraph counts: its first sentence, and the first sentence of every paragraph, get a lift, as do sentences near the start, sentences with figures, the items of a dashed or bulleted list, and wording that flags a point or a decision (main, in short, found, announced, decided, will, should). An opening paragraph that is an aside, such as a story told in the first person or a question to the reader, is not taken as the lead. Questions, greetings, first-person anecdotes, quotes kept for colour, signposts such as Here is what you need to do, meeting-record lines such as Attendees and headings are marked down. A short first line without a full stop is read as the title and never offered as a summary sentence.',
    'The weights of these signs were tuned on 12 articles of different kinds (news, announcements, how-tos, opinion pieces, meeting notes, release notes) against the sentences a human editor picked, and checked on 11 others. The highest-scoring sentences are chosen up to the length you set, by number or percent of the sentences, skipping any that mostly repeat one already chosen; fragments under five words and sentences over fifty words get a cut. Key points are the same sentences as a list, each without an opening connective such as However, or In addition, that tied it to the sentence before. Key phrases are the one- to three-word phrases that recur most, longer ones weighted up.',
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
        'The score favors sentences that share vocabulary with the rest of the text and sit where writers put their point. A key point made once, in words used nowhere else, late in the text, can score low. Raise the length, or read the key phrases to check nothing central is missing.',
    },
    {
      question: 'What is the difference between Summary and Key points?',
      answer:
        'They hold the same sentences. Summary joins them into one paragraph in their original order; Key points lists them one per line and drops an opening word such as However, or In addition, that only made sense after the sentence before. Both can be copied or downloaded as a text file.',
    },
  ],
  related: ['paraphrasing-tool', 'paragraph-rewriter', 'word-counter', 'grammar-checker'],
  updated: '2026-11-26',
};
