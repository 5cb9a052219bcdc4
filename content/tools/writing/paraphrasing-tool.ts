import type { RewriteTool } from '../types';

export const paraphrasingTool: RewriteTool = {
  slug: 'paraphrasing-tool',
  kind: 'paraphrase',
  family: 'writing',
  group: 'rewriting',
  name: 'Paraphrasing tool',
  title: 'Paraphrasing Tool: Reword Text Free, Privately, in Your Browser',
  description:
    'Reword text on your own device with synonyms, trimmed wordy phrases and active sentences, each change highlighted so you can pick another word or undo it.',
  lead: 'Paste your text to reword it in a standard, formal, simple or shorter style, then pick another word or keep the original for any change.',
  summary: 'Reword text in four styles and choose or undo every change, on your device.',
  keywords: [
    'paraphraser',
    'reword',
    'rephrase',
    'sentence rewriter',
    'synonym changer',
    'rewording tool',
    'make text formal',
    'simplify text',
  ],
  method: [
    'The paraphraser runs in your browser. The first time you use it, the page downloads compromise, an open-source English part-of-speech tagger (MIT license, about 140 KB once compressed), which tells a verb from a noun and spots names and numbers. Nothing you type is uploaded unless you press Rewrite with AI.',
    'Changes come from fixed rules, so the same text and mode always give the same result. Words are swapped only within a curated table of a few hundred common words and their safe synonyms, matched on part of speech and put in the same form (hired becomes recruited, not recruit) with the same capital letters. Words with many meanings, such as get, make or way, are left alone on purpose. Wordy phrases are shortened (in order to becomes to, due to the fact that becomes because), and in the standard, simple and shorter modes a short past-tense passive sentence is turned active (the offer was accepted by the candidate becomes the candidate accepted the offer).',
    'Formal mode prefers formal words and spells out contractions; simple mode puts plain words in place of formal ones; shorter mode takes the shortest synonym and drops filler words such as very and really. Names, numbers, dates, links, email addresses and anything in quotation marks are never changed.',
    'The percentages compare your text with the result word by word: words changed is the share of your words not kept in order, and similarity counts the words both versions share. A rule-based tool does not understand your meaning: it rewords, it does not rethink, and a synonym can still miss a nuance. Read the result, and click any highlighted word to choose another or keep your own.',
  ],
  faq: [
    {
      question: 'Is my text sent anywhere?',
      answer:
        'No. The rewording runs in your browser, and your text is kept only as a draft in this browser so a reload does not lose it. It leaves your device only if you press Rewrite with AI, which sends it to an AI service for a second, separate version.',
    },
    {
      question: 'Will the paraphrase pass a plagiarism checker?',
      answer:
        'Do not use it for that. Swapping words keeps the original structure and ideas, which still need to be quoted or credited. Use it to vary your own wording, tighten a draft or change its tone.',
    },
    {
      question: 'Why did it leave most of my words alone?',
      answer:
        'It changes only words in its synonym table and phrases it has a safe rule for. Many words have no replacement that keeps the meaning in every context, and a wrong swap is worse than none. Try the formal, simple or shorter mode for other changes, or the AI version for a freer rewrite.',
    },
    {
      question: 'Can I undo a change?',
      answer:
        'Yes. Every change is highlighted; select it to see the other words the table offers or to keep your original, and the copy button copies the text as you left it.',
    },
    {
      question: 'Does it work in other languages?',
      answer:
        'No, its tagger and word lists are English only. If your text does not look like English, a notice under the box says so, and you will see few changes.',
    },
  ],
  related: ['paragraph-rewriter', 'grammar-checker', 'word-counter', 'plagiarism-checker', 'ai-detector'],
  updated: '2026-11-22',
};
