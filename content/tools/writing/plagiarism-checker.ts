import type { CheckerTool } from '../types';

export const plagiarismChecker: CheckerTool = {
  slug: 'plagiarism-checker',
  kind: 'plagiarism',
  family: 'writing',
  group: 'checking',
  name: 'Plagiarism checker',
  title: 'Plagiarism Checker: Compare a Text With the Sources You Paste',
  description:
    'Compare a text with sources you paste and see how much they share: a similarity score, with every matching passage highlighted in both, even when reordered.',
  lead: 'Paste a text and the sources it may copy from to see how much wording they share, with every matching passage highlighted in both.',
  summary: 'Similarity score and matched passages against sources you paste.',
  keywords: [
    'similarity checker',
    'copy checker',
    'text compare',
    'duplicate content',
    'originality',
    'compare two texts',
    'writing sample',
  ],
  method: [
    'This checker compares your text only with the sources you paste, up to five at a time. It does not search the web, academic databases or earlier submissions the way commercial services do, so it answers one question: how much of this text appears in these sources?',
    'Both texts are split into words. Words such as “the”, “of” and “you’re” are set aside and common endings are trimmed, so “hired” matches “hiring” and a changed article does not hide a copied sentence. Every run of three remaining words (a shingle) is hashed, and winnowing (Schleimer, Wilkerson and Aiken, 2003) keeps the smallest hash in each window of four: a compact fingerprint of the text. Any stretch of six content words the two texts share is certain to leave a fingerprint in common.',
    'Each fingerprint of your text is looked up in the source, checked word by word and stretched both ways as far as the texts agree: that is a matched passage, highlighted in both texts. Passages are found wherever they sit, so moving sentences or paragraphs around does not hide them.',
    'The similarity score is the share of your text’s content words that fall inside a matched passage. For each source you also see the share of the source found in your text; shared vocabulary, the cosine similarity of the two texts’ word counts in any order, which stays high when a paraphrase keeps the words but changes the order, and also when two texts simply share a subject; and the share of fingerprints in common (Jaccard resemblance).',
    'A matched passage is not proof of plagiarism: quotations, references, set phrases and standard legal wording match too, and a thorough rewrite in new words will not match. Everything runs in your browser; the texts are kept only as drafts in this browser.',
  ],
  faq: [
    {
      question: 'Does this search the internet for copies?',
      answer:
        'No. It compares your text only with the sources you paste into the page. To check against the web or published papers you need a service with its own index; use this tool when you already have the likely source, such as a sample answer, an article or an earlier submission.',
    },
    {
      question: 'What similarity score counts as plagiarism?',
      answer:
        'No number decides it. A 20% score made of a credited quotation is fine; 10% made of a copied paragraph passed off as one’s own is not. Read the matched passages and ask whether they are quoted and credited.',
    },
    {
      question: 'Will it catch a paraphrase?',
      answer:
        'Partly. Reordered sentences, swapped clauses and small edits still leave shared passages, and the shared vocabulary figure stays high for a close paraphrase. A full rewrite in new words leaves little to match, by this tool or any other.',
    },
    {
      question: 'Can I check a candidate’s take-home assignment?',
      answer:
        'Yes: paste the answer as your text and the published solution, a model answer or another candidate’s answer as sources. Nothing is uploaded, so the candidate’s work stays on your device. Treat a high score as a reason to ask the candidate about their work, not as a verdict.',
    },
    {
      question: 'How long can the texts be?',
      answer:
        'There is no fixed limit. The comparison runs as you type and handles essays and reports easily; texts the length of a book may slow the page on older phones.',
    },
  ],
  related: ['grammar-checker', 'paraphrasing-tool', 'ai-detector', 'word-counter', 'paragraph-rewriter'],
  updated: '2026-11-22',
};
