import type { ComposerTool } from '../../types';

export const aiSentenceGenerator: ComposerTool = {
  slug: 'ai-sentence-generator',
  kind: 'composer',
  composer: 'sentence',
  family: 'generator',
  group: 'words',
  name: 'AI sentence generator',
  title: 'AI Sentence Generator: Use a Word in a Sentence, or Write on a Topic',
  description:
    'Get example sentences for any word, read as a noun, verb, adjective or adverb, or sentences on a topic: simple, compound, complex or questions, at three reading levels.',
  lead: 'Type a word to see it used correctly in sentences, or a topic to get sentences about it, in the sentence type and reading level you choose.',
  summary:
    'Example sentences for a word or a topic: simple, compound, complex or questions, at three reading levels.',
  keywords: [
    'use a word in a sentence',
    'example sentences',
    'sentence maker',
    'sentence examples',
    'compound sentence examples',
    'complex sentence examples',
    'make a sentence with a word',
  ],
  method: [
    'The sentences are written in your browser. For a word, a part-of-speech tagger (the open-source compromise library, loaded when you first use the tool) works out whether it is a noun, verb, adjective or adverb, and for a verb its past tense and -ing form; you can choose the part of speech yourself when a word can be more than one (“budget”, “record”).',
    'Each part of speech has its own sentence frames, written so the word always fits grammatically: nouns follow “the” or sit where no verb has to agree with them, verbs appear in the form the sentence needs, adjectives after linking verbs, adverbs after the verb they describe. Topic sentences use modal verbs (can, could, will) so they work with singular and plural keywords alike.',
    'Simple sentences have one clause; compound sentences join two with a comma and and, but, so, or or yet; complex sentences add a clause starting with because, when, although, if or once; questions end with a question mark. The reading level picks shorter everyday frames or longer ones with more ideas. The same inputs always give the same sentences; Another version reshuffles them.',
    'Where the AI service is switched on, More sentences with AI asks it for further sentences, shown separately and labelled as written by AI.',
  ],
  faq: [
    {
      question: 'What is the difference between simple, compound and complex sentences?',
      answer:
        'A simple sentence has one independent clause (“She answered quickly.”). A compound sentence joins two independent clauses with a coordinating conjunction such as and, but, or so (“We moved quickly, and the client noticed.”). A complex sentence has an independent clause plus a dependent one that starts with a word like because, when or although (“Because he explained it clearly, nobody had questions.”).',
    },
    {
      question: 'Why does the tool say it read my word as a verb?',
      answer:
        'Many English words can be several parts of speech: “budget”, “record” and “contract” are nouns and verbs. The tagger picks the most common reading; the note above the sentences says which, and the Part of speech menu switches to another.',
    },
    {
      question: 'Can I use these sentences in my own writing or teaching?',
      answer:
        'Yes. The sentences are generated from general-purpose frames, not copied from anywhere, and you can use them freely in lessons, worksheets, documents and posts.',
    },
    {
      question: 'Does it check my own sentences?',
      answer:
        'No, it writes new ones. To check a sentence you wrote, paste it into the grammar checker, which flags problems such as “a apple” and subject-verb agreement and suggests fixes.',
    },
  ],
  related: [
    'ai-answer-generator',
    'grammar-checker',
    'paraphrasing-tool',
    'word-counter',
    'ai-email-generator',
  ],
  updated: '2026-11-22',
};
