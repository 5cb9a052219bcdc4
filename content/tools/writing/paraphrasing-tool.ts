import type { RewriteTool } from '../types';

export const paraphrasingTool: RewriteTool = {
  slug: 'paraphrasing-tool',
  kind: 'paraphrase',
  family: 'writing',
  group: 'rewriting',
  name: 'Paraphrasing tool',
  title: 'Paraphrasing Tool: Reword Text Free, Privately, in Your Browser',
  description:
    'Reword English text on your device in nine modes, with a change strength and words you can freeze; pick another word or undo any highlighted change.',
  lead: 'Reword English text in nine modes, from standard and formal to simple, shorten and expand, with fewer or more changes and the words you freeze kept exactly as they are.',
  summary:
    'Reword English text in nine modes, freeze the words that must stay, and choose or undo every change, on your device.',
  keywords: [
    'paraphraser',
    'reword',
    'rephrase',
    'sentence rewriter',
    'synonym changer',
    'rewording tool',
    'make text formal',
    'simplify text',
    'academic paraphrase',
    'sentence shortener',
  ],
  method: [
    'The paraphraser runs in your browser. The first time you use it, the page downloads compromise, an open-source English part-of-speech tagger (MIT license, about 140 KB once compressed), which tells a verb from a noun and spots names and numbers. Nothing you type is uploaded unless you press Rewrite with AI.',
    'Changes come from fixed rules, so the same text, mode and settings always give the same result. Words are swapped only within a curated table of a few hundred common words and their safe synonyms, matched on part of speech and put in the same form (hired becomes recruited, not recruit) with the same capital letters, and a or an is corrected to suit the new word. Words with many meanings, such as get, make or way, are left alone on purpose, and so are hyphenated compounds (fast-paced stays fast-paced), phrasal verbs (check on, write down), fixed phrases (short notice, at least) and help before a bare verb (help us create never becomes assist us create). Wordy phrases are shortened (in order to becomes to, due to the fact that becomes because).',
    'Standard keeps the register and also rewords connectives and moves an opening or closing phrase (if it rains, we meet indoors becomes we meet indoors if it rains); creative does the same with the least obvious synonyms. Fluent makes the fewest changes, smoothing wordy and redundant phrases. Formal prefers formal words, spells out contractions and replaces casual phrases and exclamation marks; academic adds connectives such as furthermore and for instance. Simple uses plainer, shorter words and splits long sentences; friendly softens stiff phrases and uses contractions. Shorten cuts wordy phrases and filler words and, in paragraphs of three sentences or more, drops the sentences that share least with the rest until about a fifth is gone; expand spells out contractions, uses fuller phrasing (we can becomes we are able to) and adds linking words such as in addition, without adding facts. Most modes also turn a short past-tense passive sentence active.',
    'The change strength decides how much of this happens: fewer changes keeps about one possible word swap in three and moves no sentence parts; more changes adds optional rewordings. Words and phrases you list as words to keep are never changed, moved or removed, however they are capitalized, and nor are names, numbers, dates, links, email addresses or anything in quotation marks. The tool works in English only.',
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
        'It changes only words in its synonym table and phrases it has a safe rule for. Many words have no replacement that keeps the meaning in every context, and a wrong swap is worse than none. Choose More changes, try the creative mode, or the AI version for a freer rewrite.',
    },
    {
      question: 'Can I undo a change?',
      answer:
        'Yes. Every change is highlighted; select it to see the other words the table offers or to keep your original, and the copy button copies the text as you left it.',
    },
    {
      question: 'How do I stop it changing a word?',
      answer:
        'Type the word or phrase in Words to keep unchanged, separating several with commas: a product name, a legal term or a phrase from the job ad. No mode changes, moves or removes it, and the AI version is asked to keep it too.',
    },
    {
      question: 'Does it work in other languages?',
      answer:
        'No, its tagger and word lists are English only. If your text does not look like English, a notice under the box says so, and you will see few changes.',
    },
  ],
  related: ['paragraph-rewriter', 'grammar-checker', 'word-counter', 'plagiarism-checker', 'ai-detector'],
  updated: '2026-11-26',
};
