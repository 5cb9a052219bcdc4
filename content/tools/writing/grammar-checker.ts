import type { CheckerTool } from '../types';

export const grammarChecker: CheckerTool = {
  slug: 'grammar-checker',
  kind: 'grammar',
  family: 'writing',
  group: 'checking',
  name: 'Grammar checker',
  title: 'Grammar Checker: Free, Private, and Runs in Your Browser',
  description:
    'Check grammar, spelling and style on your own device with the open-source Harper engine: see each problem in context, then fix it in one click or fix them all.',
  lead: 'Paste your text to find grammar, spelling and style problems and fix them one click at a time, without your words ever leaving your device.',
  summary: 'Grammar and spelling fixes, checked privately on your device.',
  keywords: [
    'spell check',
    'spelling checker',
    'proofread',
    'punctuation checker',
    'grammar check',
    'a or an',
    'their or they’re',
    'email proofreading',
  ],
  method: [
    'The checks come from Harper, an open-source grammar checker created by Elijah Potter, maintained at Automattic and published under the Apache 2.0 license, compiled to WebAssembly. The first time you check, your browser downloads it from this site (about 8 MB, once; later visits use the browser’s cache). It then runs on your device, in a background worker so the page stays responsive. Your text is never uploaded: not to us, not to Harper’s makers, not to any AI service.',
    'Harper follows American English and checks a long list of rules, among them: “a” or “an” before a vowel sound (a apple), verbs that do not agree with their subject (I has), repeated words (is is), commonly confused words (their going for they’re going), misspellings, capitals, spacing and punctuation, and wordy or redundant phrases. Each problem shows its category, the flagged words in context, what is wrong and, where Harper has one, a fix.',
    'A fix replaces only the flagged words, and the text is checked again after each fix and after each pause in typing. Fix all applies the first suggestion of every problem that has one, skipping any that overlap another. Ignore hides a problem at that spot for this visit. Your text is kept as a draft in this browser, so a reload, a closed tab or a failed download never loses it.',
    'Like every rule-based checker, Harper does not understand what you mean: it misses some mistakes, questions some correct sentences, marks unusual names and jargon as misspellings, and cannot judge tone. Read the result once more before you send it.',
  ],
  faq: [
    {
      question: 'Is my text sent to a server?',
      answer:
        'No. The grammar engine is downloaded to your browser and runs there; the text you check never leaves your device. It is saved only as a draft in this browser’s local storage, and Clear removes it.',
    },
    {
      question: 'Why does the first check take a few seconds?',
      answer:
        'The first check downloads the grammar engine, about 8 MB, and prepares its dictionary. Your browser keeps the download, so later checks, and later visits, start almost at once.',
    },
    {
      question: 'Does it check British English?',
      answer:
        'It checks American English, so British spellings such as “colour” or “organise” may be marked. Press Ignore for those, or use the American spelling if your readers are in the US.',
    },
    {
      question: 'Why is a name or a technical term marked as a misspelling?',
      answer:
        'The checker compares words with its dictionary, which cannot know every surname, product or acronym. If the word is right, press Ignore; nothing about your text is changed until you choose a fix.',
    },
    {
      question: 'How is this different from AI writing assistants?',
      answer:
        'It applies fixed grammar rules and never rewrites your sentences or sends them to an AI model, so the same text always gets the same result. It will not improve style or tone beyond its rules; it tells you what looks wrong and lets you decide.',
    },
  ],
  related: ['word-counter', 'paraphrasing-tool', 'paragraph-rewriter', 'plagiarism-checker', 'ai-detector'],
  updated: '2026-11-22',
};
