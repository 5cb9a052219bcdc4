import type { CheckerTool } from '../types';

export const grammarChecker: CheckerTool = {
  slug: 'grammar-checker',
  kind: 'grammar',
  family: 'writing',
  group: 'checking',
  name: 'Grammar checker',
  title: 'Grammar Checker: Free, Private, and Runs in Your Browser',
  description:
    'Check grammar, spelling and style on your own device with Harper and our own rules: see each problem in context, then fix it in one click or fix all the sure ones.',
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
    'The checks come from two places, both running on your device. First, this site’s own grammar rules, a few kilobytes of code that answer the moment you start: subject–verb agreement after an “of” phrase (the list of items are), a present-tense verb in a sentence about the past (yesterday I go), the comma after an introductory clause, run-on sentences and comma splices, names and days without a capital (in paris, on monday), apostrophes (its’, the employee’s received), pronoun case (me and him went), verb forms after can, will or did, sound-alike words (your welcome) and more. Meanwhile Harper, an open-source grammar checker created by Elijah Potter, maintained at Automattic and published under the Apache 2.0 license, compiled to WebAssembly, downloads from this site (about 8 MB, once; your browser keeps a copy for later visits) and adds spelling and hundreds of further rules: “a” or “an”, repeated words, commonly confused words, capitals, spacing and wordy phrases. It runs in a background worker so the page stays responsive. Your text is never uploaded: not to us, not to Harper’s makers, not to any AI service.',
    'Each problem shows its category, the flagged words in context, what is wrong and, where there is one, a fix. When both checkers flag the same words, the more specific suggestion is shown once. We test the checker on a corpus of more than 180 sentences with common mistakes and 79 correct ones from business writing; it finds about 98% of those mistakes, and over 95% of what it flags is a real problem. Writing unlike that corpus will score lower.',
    'A fix replaces only the flagged words, and the text is checked again after each fix and after each pause in typing. Fix all applies only fixes with one right answer (a repeated word, “a” or “an”, a capital for a known name or a day, “informations” for “information”, “the list of items are” for “is”); spelling guesses, likely names and words in your dictionary are left for you, and the status line says how many remain. Ignore hides a problem at that spot for this visit. Add to dictionary, on a spelling problem, stops a name or term from being marked again; your dictionary is kept in this browser, and you can remove words from it under the text box. Your text is kept as a draft in this browser, so a reload, a closed tab or a failed download never loses it.',
    'Like every rule-based checker, it does not understand what you mean: it misses some mistakes, questions some correct sentences, marks unusual names and jargon as misspellings until you add them to your dictionary, and cannot judge tone. Read the result once more before you send it.',
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
        'The quick grammar rules answer at once. Spelling and the rest of the rules come from the grammar engine, about 8 MB, which downloads and prepares its dictionary on the first check while a progress bar shows how far it is. Your browser keeps a copy, so later visits skip the download.',
    },
    {
      question: 'Does it check British English?',
      answer:
        'It checks American English, so British spellings such as “colour” or “organise” may be marked. Press Ignore for those, or use the American spelling if your readers are in the US.',
    },
    {
      question: 'Why is a name or a technical term marked as a misspelling?',
      answer:
        'The checker compares words with its dictionary, which cannot know every surname, product or acronym. If the word is right, press Add to dictionary and it is never marked again in this browser (or Ignore, for this spot only). Fix all never changes a word that looks like a name or is in your dictionary.',
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
