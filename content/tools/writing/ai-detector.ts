import type { CheckerTool } from '../types';

export const aiDetector: CheckerTool = {
  slug: 'ai-detector',
  kind: 'ai-signals',
  family: 'writing',
  group: 'checking',
  name: 'AI detector (writing signals)',
  title: 'AI Detector: Honest AI Writing Signals, Not a Verdict',
  description:
    'See which traits of AI-generated writing a text shows, from even sentence lengths to stock phrases, each one explained, with an overall indicator that is never proof.',
  lead: 'Paste a text to see which traits of AI-generated writing it shows and what each one means; no tool can prove who wrote a text, and this one does not pretend to.',
  summary: 'Measurable AI writing signals, each explained: an indicator, not proof.',
  keywords: [
    'ai checker',
    'chatgpt detector',
    'ai content detector',
    'ai text',
    'gpt detector',
    'burstiness',
    'cover letter ai',
  ],
  method: [
    'There is no reliable way to tell whether a person or a language model wrote a text, offline or online. Studies of commercial detectors find they miss edited AI text and wrongly flag human writing, most often that of people writing in a second language (Liang and colleagues, 2023), and OpenAI withdrew its own AI text classifier in 2023 because of its low accuracy. So this tool does not guess who wrote your text: it measures traits that generated text often has and shows each measurement with what it means.',
    'Six signals are measured: how much sentence length varies (the standard deviation divided by the mean, sometimes called burstiness); how many sentences open with a transition such as “Additionally” or “Moreover”; how many four-word phrases repeat; how often stock phrases appear, such as words like “delve” and “showcasing” whose use jumped after ChatGPT appeared (Kobak and colleagues, 2024) and lines that open and close generated emails and cover letters; how often dashes break sentences; and vocabulary diversity, the share of different words in each run of 50 words.',
    'Each signal scores 0, 1 or 2 points against fixed thresholds shown beside it; dashes and vocabulary diversity, the weakest signals, score at most 1. The level adds them up out of 10: 0 to 2 points is few signals, 3 to 5 some, 6 or more many. Under 150 words no level is given, because the measurements swing too much on short texts, and the word lists only make sense for English.',
    'Use the result to start a conversation, not to end one: ask the writer how they worked, or to talk you through the text. In hiring, judge skills on work done in front of you, such as a work sample or a structured interview, rather than on a guess about a cover letter. Everything runs in your browser; nothing you paste is uploaded.',
  ],
  faq: [
    {
      question: 'Can this tell me for certain that a text was written by AI?',
      answer:
        'No, and neither can any other tool. It shows measurable traits that generated text often has. A person can show all of them and an edited AI text none, so the level is an indicator to look into, never proof.',
    },
    {
      question: 'Why does human writing sometimes show many signals?',
      answer:
        'Formal and corporate writing, templates, text polished by a grammar tool and the writing of people working in a second language often have even sentence lengths, transition words and stock phrases. Those are the same traits the signals measure.',
    },
    {
      question: 'Should I reject a cover letter that looks AI-written?',
      answer:
        'Not on this basis. Many strong candidates use AI to polish their writing, and detectors are least accurate for non-native writers, which risks unfair and discriminatory decisions. Assess the skills the job needs directly, with a work sample or an interview.',
    },
    {
      question: 'Does it work for languages other than English?',
      answer:
        'Only partly. Sentence length variation and vocabulary diversity work in any language written with spaces, but the transition words and stock phrases are English, so other languages score lower than they should.',
    },
    {
      question: 'Is the text I paste stored or uploaded?',
      answer:
        'No. All measurements run in your browser. The text is kept only as a draft in this browser’s local storage so a reload does not lose it; Clear removes it.',
    },
  ],
  related: [
    'grammar-checker',
    'plagiarism-checker',
    'paraphrasing-tool',
    'word-counter',
    'paragraph-rewriter',
  ],
  updated: '2026-11-22',
};
