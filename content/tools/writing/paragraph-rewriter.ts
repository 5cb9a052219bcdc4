import type { RewriteTool } from '../types';

export const paragraphRewriter: RewriteTool = {
  slug: 'paragraph-rewriter',
  kind: 'rewrite',
  family: 'writing',
  group: 'rewriting',
  name: 'Paragraph rewriter',
  title: 'Paragraph Rewriter: Shorten, Simplify or Make Text Formal',
  description:
    'Rewrite English paragraphs to be shorter, longer, simpler, more formal or friendlier, in your browser, with changes marked and the reading grade shown before and after.',
  lead: 'Rewrite English paragraphs toward one of five goals (shorter, longer, simpler, more formal or friendlier), with fewer or more changes and the words you freeze kept as they are.',
  summary: 'Shorten, expand, simplify or change the tone of English paragraphs, on your device.',
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
    'Each goal is one of the paraphrasing tool’s modes, with a few whole-text steps added. Shorten cuts wordy phrases (in order to becomes to) and filler words such as very and really, takes shorter words, makes short past-tense passive sentences active, merges two short sentences that open with the same pronoun (We met on Monday. We agreed on a plan. becomes We met on Monday and agreed on a plan.), and in paragraphs of three sentences or more drops the sentences that share least with the rest until about a fifth of the words are gone; the list of what changed says how many. Simplify uses plainer, shorter words and splits a long sentence where a semicolon, or a comma and and, but or so, starts a new clause.',
    'Formal spells out contractions, prefers formal words, replaces casual phrases such as a lot of, and drops casual openers such as So, and exclamation marks. Friendly does the reverse with stiff phrases (we regret to inform you that becomes unfortunately) and uses everyday contractions. Expand never invents anything and repeats no sentence: it spells out contractions and abbreviations, uses fuller phrasing (must becomes will need to, we can becomes we are able to) and adds linking words such as in addition between sentences.',
    'The change strength decides how much of this happens, from fewer changes (about one possible word swap in three, no sentence parts moved) to more. Words and phrases you list as words to keep are never changed, moved or removed. The rewriter works in English only.',
    'The reading grade is the Flesch–Kincaid grade level, from words per sentence and syllables per word; it says little for texts under 100 words. Rules cannot judge meaning: check the result, especially merged and split sentences, before you use it.',
  ],
  faq: [
    {
      question: 'Does it change my facts?',
      answer:
        'It should not add or alter a fact. It only swaps words within a curated synonym table, applies fixed phrase rules and rearranges your own sentences; names, numbers, links, quoted words and the words you freeze are left exactly as written. Expand restates what you wrote and never adds a claim. Shorten can drop whole sentences, so check that nothing you need has gone.',
    },
    {
      question: 'How much shorter will my text get?',
      answer:
        'Paragraphs of three sentences or more lose about a fifth of their words or more: wordy phrases and filler words go first, then the sentences that share least with the rest of the paragraph. Shorter paragraphs lose only what the phrase rules can cut. The word counts before and after are shown with the result.',
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
  updated: '2026-11-26',
};
