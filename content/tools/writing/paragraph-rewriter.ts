import type { RewriteTool } from '../types';

export const paragraphRewriter: RewriteTool = {
  slug: 'paragraph-rewriter',
  kind: 'rewrite',
  family: 'writing',
  group: 'rewriting',
  name: 'Paragraph rewriter',
  title: 'Paragraph Rewriter: Shorten, Simplify or Make Text Formal',
  description:
    'Rewrite paragraphs to be shorter, longer, simpler, more formal or friendlier, in your browser, with changes marked and the reading grade shown before and after.',
  lead: 'Paste a paragraph or a few and rewrite them toward one goal: shorter, expanded, simpler, more formal or friendlier.',
  summary: 'Shorten, expand, simplify or change the tone of paragraphs, on your device.',
  keywords: [
    'rewrite paragraph',
    'sentence shortener',
    'make text shorter',
    'simplify text',
    'plain english converter',
    'formal tone',
    'friendly tone',
    'reading level',
  ],
  method: [
    'The rewriter runs in your browser with fixed rules, so the same text and goal always give the same result, and your text is not uploaded unless you press Rewrite with AI. It uses the paraphrasing tool’s engine: compromise, an open-source English tagger downloaded once (about 140 KB compressed), to tell verbs from nouns and spot names and numbers, and a curated table of a few hundred synonyms. Names, numbers, dates, links and quotations are never changed.',
    'Shorten cuts wordy phrases (in order to becomes to) and filler words such as very and really, takes the shortest synonym, makes short past-tense passive sentences active, and merges two short sentences that open with the same pronoun (We met on Monday. We agreed on a plan. becomes We met on Monday and agreed on a plan.). Simplify uses plain words for formal ones and splits a sentence of over 20 words where a semicolon or a comma and a conjunction is followed by a new clause.',
    'Formal spells out contractions, prefers formal words, replaces casual phrases such as a lot of, and drops casual openers such as So, and exclamation marks. Friendly does the reverse with stiff phrases (we regret to inform you that becomes unfortunately) and uses everyday contractions. Expand never invents anything: it spells out contractions and abbreviations, opens with the topics your text returns to most, and closes each paragraph of three sentences or more with a recap of its most central sentence, so it restates rather than adds.',
    'The reading grade is the Flesch–Kincaid grade level, from words per sentence and syllables per word; it says little for texts under 100 words. Rules cannot judge meaning: check the result, especially merged and split sentences, before you use it.',
  ],
  faq: [
    {
      question: 'Does it change my facts?',
      answer:
        'It should not. It only swaps words within a curated synonym table, applies fixed phrase rules and rearranges your own sentences. Names, numbers, links and quoted words are left exactly as written. Expand restates sentences you wrote; it never adds a claim.',
    },
    {
      question: 'How much shorter will my text get?',
      answer:
        'It depends on how wordy it is. Business text full of phrases such as due to the fact that often loses 10 to 20 percent; tight writing may barely change. The word counts before and after are shown with the result.',
    },
    {
      question: 'What is the reading grade?',
      answer:
        'The Flesch–Kincaid grade estimates the US school grade a reader needs, from sentence length and syllables per word. Grade 8 or below suits most job posts and employee announcements. Simplify lowers it by splitting long sentences and using plain words.',
    },
    {
      question: 'Is my text private?',
      answer:
        'Yes. The rewrite runs in your browser and your text is kept only as a draft in this browser. It is sent to an AI service only if you press Rewrite with AI, which shows a separate AI version beside the on-device one.',
    },
    {
      question: 'Why did nothing change?',
      answer:
        'No rule for that goal matched your text: its words are not in the synonym table, or it has no wordy phrases, contractions or long sentences to work on. Try another goal, or the AI version for a freer rewrite.',
    },
  ],
  related: ['paraphrasing-tool', 'grammar-checker', 'word-counter', 'ai-detector', 'plagiarism-checker'],
  updated: '2026-11-22',
};
