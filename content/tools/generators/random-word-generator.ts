import type { NameGeneratorTool } from '../types';
import { select, updated } from './fields';

const letters = 'abcdefghijklmnopqrstuvwxyz'.split('').map((l) => ({ value: l, label: l.toUpperCase() }));

export const randomWordGenerator: NameGeneratorTool = {
  slug: 'random-word-generator',
  kind: 'name-generator',
  generator: 'random-word',
  family: 'generator',
  group: 'words',
  name: 'Random word generator',
  title: 'Random Word Generator: Nouns, Verbs and Adjectives by Filter',
  description:
    'Draw random English words by part of speech, length, first letter and syllables, with no repeats, from a curated list of common words. Fair, crypto-random draws.',
  lead: 'Draw up to 50 common English words at a time, filtered by part of speech, length, first letter and syllables, for games, icebreakers and creative prompts.',
  summary: 'Random nouns, verbs and adjectives, filtered your way.',
  keywords: [
    'random noun generator',
    'random verb',
    'word picker',
    'pictionary words',
    'icebreaker words',
    'random adjective',
  ],
  method: [
    'Words come from a curated list of about 700 common, family-friendly English words, each tagged with its part of speech (a word such as “answer” is both a noun and a verb) and split into syllables by hand, so the syllable filter counts exactly.',
    'The draw uses your browser’s cryptographic random generator, so every matching word is equally likely and no one can predict the next draw. With “No repeats”, each word appears at most once per draw; if fewer words match than you asked for, you get all that match and a note says so.',
  ],
  faq: [
    {
      question: 'How random are the words?',
      answer:
        'Each draw uses crypto.getRandomValues, the browser’s cryptographic generator, to pick uniformly from the words that match your filters. The example words shown before your first draw are fixed so the page loads the same for everyone.',
    },
    {
      question: 'How can I use random words at work?',
      answer:
        'As icebreakers (“describe your week with this word”), for brainstorming product or team names, for warm-up drawing or charades games at offsites, and as prompts in writing or presentation practice.',
    },
    {
      question: 'Why do I get fewer words than I asked for?',
      answer:
        'Your filters match fewer words than the count, and No repeats is on. Loosen a filter (any length, any syllables) or allow repeats.',
    },
  ],
  related: [
    'team-name-generator',
    'username-generator',
    'business-name-generator',
    'random-number-generator',
  ],
  updated,
  fields: [
    { key: 'count', label: 'How many words', type: 'number', default: '12', min: 1, max: 50 },
    select('pos', 'Part of speech', 'any', [
      { value: 'any', label: 'Any' },
      { value: 'noun', label: 'Nouns' },
      { value: 'verb', label: 'Verbs' },
      { value: 'adjective', label: 'Adjectives' },
      { value: 'adverb', label: 'Adverbs' },
    ]),
    select('length', 'Length', 'any', [
      { value: 'any', label: 'Any length' },
      { value: 'short', label: 'Short (up to 4 letters)' },
      { value: 'medium', label: 'Medium (5 to 7 letters)' },
      { value: 'long', label: 'Long (8 letters or more)' },
    ]),
    select('startsWith', 'Starts with', '', [{ value: '', label: 'Any letter' }, ...letters]),
    select('syllables', 'Syllables', 'any', [
      { value: 'any', label: 'Any' },
      { value: '1', label: '1' },
      { value: '2', label: '2' },
      { value: '3', label: '3' },
      { value: '4', label: '4 or more' },
    ]),
    select('repeats', 'Repeats', 'no', [
      { value: 'no', label: 'No repeats' },
      { value: 'yes', label: 'Allow repeats' },
    ]),
  ],
  layout: 'words',
  resultTitle: 'Your words',
  defaultSeed: 'quotient',
};
