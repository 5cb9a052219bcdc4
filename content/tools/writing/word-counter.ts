import type { TextTool } from '../types';
import { COLLEGE_ESSAY, COVER_LETTER, LINKEDIN_POST, META_DESCRIPTION, TITLE_TAG, X_POST } from './limits';

export const wordCounter: TextTool = {
  slug: 'word-counter',
  kind: 'text',
  family: 'writing',
  group: 'counting',
  name: 'Word counter',
  title: 'Word Counter: Words, Characters, Reading Time and Readability',
  description:
    'Count words, characters, sentences and paragraphs as you type, with reading and speaking time, Flesch readability, top keywords and length limits.',
  lead: 'Paste or type your text to count words, characters, sentences and paragraphs as you go, with reading time, readability and keyword density.',
  summary: 'Words, characters, reading time, readability and keywords, live.',
  keywords: [
    'word count',
    'count words',
    'character count',
    'reading time',
    'speaking time',
    'readability',
    'flesch',
    'keyword density',
    'essay',
    'cover letter',
  ],
  view: {
    label: 'Your text',
    placeholder: 'Type or paste your text here: a cover letter, a job description, an essay…',
    counts: [
      'words',
      'characters',
      'sentences',
      'paragraphs',
      'readingTime',
      'speakingTime',
      'charactersNoSpaces',
      'uniqueWords',
    ],
    headline: 6,
    announce: ['words', 'characters', 'sentences', 'readingTime'],
    panels: ['limit', 'readability', 'keywords'],
    limits: [COVER_LETTER, COLLEGE_ESSAY, X_POST, LINKEDIN_POST, META_DESCRIPTION, TITLE_TAG],
    defaultLimit: 'cover-letter',
  },
  method: [
    'Words are found with your browser’s Unicode text segmenter (Intl.Segmenter), the rules browsers use to pick a word when you double-click, not by splitting at spaces. So a contraction (don’t, it’s) is one word, a hyphenated compound (well-known, state-of-the-art) is one word, a number (3.14, 1,000, 2026-11-22) is one word, and a link or email address is one word. Punctuation inside a word without spaces keeps it whole, as Word and Google Docs count: 5:30, a.m., U.S.A., 3/4/2025, and/or and AT&T are one word each. Extra spaces, tabs and blank lines change nothing. Words joined by a dash (— or –) count separately, and emoji or symbols standing alone are not words. Chinese and Japanese, written without spaces, are split into words by the browser’s dictionary; in the rare browser without one, each character counts as a word.',
    'Characters are what a reader sees: an emoji with a skin tone, a family emoji or an accented letter typed as two code points each count once. Line breaks count as characters, as social platforms count them. A sentence ends at a full stop, question mark or exclamation mark (or their Chinese and Japanese forms) or at a line break, but not after Mr., Dr., U.S., e.g. or an initial. A paragraph is a line with text on it; blank lines between paragraphs are not counted.',
    'Reading time assumes 238 words a minute and speaking time 183 words a minute: the averages for adults reading non-fiction silently and aloud in Marc Brysbaert’s 2019 review of 190 reading studies. Your own pace will differ, and dense technical text, slides or a nervous speaker are slower.',
    'Flesch reading ease is 206.835 − 1.015 × (words ÷ sentences) − 84.6 × (syllables ÷ words): the higher the score, the easier the text, and 60 to 70 is plain English. The Flesch–Kincaid grade is 0.39 × (words ÷ sentences) + 11.8 × (syllables ÷ words) − 15.59, read as a US school grade. Syllables are counted by rule with a list of exceptions, as every automatic checker does, so expect small differences between tools. Both formulas only reward short sentences and short words: they say nothing about whether the text is clear, correct or persuasive, and they were built for English.',
    'Top keywords are the most frequent words once about 200 function words (the, and, you’re…) are left out; a possessive counts with its word, so company’s counts as company. Density is a word’s count divided by all words. Everything is worked out in your browser: the text is never uploaded, only kept as a draft in this browser so a reload does not lose it.',
  ],
  faq: [
    {
      question: 'Does a hyphenated word count as one word or two?',
      answer:
        'One. Well-known, full-time and state-of-the-art each count as one word, as in Microsoft Word. Words joined by a dash (— or –) without spaces count as two, because a dash separates words rather than joining them.',
    },
    {
      question: 'How long does a 500-word speech take?',
      answer:
        'At the average speaking rate of 183 words a minute, about 2 minutes 44 seconds; read silently at 238 words a minute, about 2 minutes 6 seconds. Leave room for pauses and applause: a 5-minute slot fits roughly 800 to 900 words.',
    },
    {
      question: 'How long should a cover letter be?',
      answer:
        'Most recruiters and career advisers suggest 250 to 400 words, which fits on one page in three or four short paragraphs. Choose “Cover letter” under Length limit and the bar shows whether you are under, within or over that range.',
    },
    {
      question: 'What is a good readability score for a job description?',
      answer:
        'Aim for a Flesch reading ease of 60 or more (plain English) and a grade level around 8 to 10. Long sentences and long words lower the score; so do job titles and technical terms you cannot avoid, which is fine. The score cannot tell whether the posting is accurate or inclusive, so read it aloud as well.',
    },
    {
      question: 'Why is my count different from Microsoft Word or Google Docs?',
      answer:
        'Tools agree on ordinary prose and differ at the edges: words joined by dashes or slashes, emoji, links, and Chinese or Japanese text. This counter treats a dash as a word break, a link as one word and a lone emoji as no word. Word also leaves line breaks out of its character count, while this counter includes them, as social platforms do.',
    },
    {
      question: 'Is my text stored or sent anywhere?',
      answer:
        'No. Counting happens in your browser and nothing is uploaded. The text is saved as a draft in this browser’s local storage so that a reload does not lose it; Clear removes it.',
    },
  ],
  related: ['character-counter', 'grammar-checker', 'plagiarism-checker', 'ai-detector', 'paraphrasing-tool'],
  updated: '2026-11-22',
};
