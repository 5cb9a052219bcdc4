import type { MediaNameWords } from '@/lib/generators/engines/media-names';

/**
 * The blog name generator's words: the phrase patterns blogs are named by ({K} the keyword,
 * {A} a descriptive word, {T} a word the topic brings, {H} the host's first name), with the styles
 * each suits, and the words those slots, suffixes and compounds draw on.
 */
export const BLOG_NAME_WORDS: MediaNameWords = {
  noun: 'blog name',
  medium: 'blog',
  patterns: [
    { template: 'The {K} Journal', technique: 'The … Journal', styles: ['classic'] },
    { template: 'The {K} Edit', technique: 'The … Edit', styles: ['modern'] },
    { template: '{K} Notes', technique: 'Keyword + Notes', styles: ['modern', 'short'] },
    { template: 'Notes on {K}', technique: 'Notes on …', styles: ['classic'] },
    { template: 'The {K} Diaries', technique: 'The … Diaries', styles: ['playful'] },
    { template: '{K} Dispatch', technique: 'Keyword + Dispatch', styles: ['modern', 'classic'] },
    { template: 'The {K} Chronicle', technique: 'The … Chronicle', styles: ['classic'] },
    { template: '{K} Digest', technique: 'Keyword + Digest', styles: ['modern'] },
    { template: 'Everyday {K}', technique: 'Everyday …', styles: ['modern', 'playful'] },
    { template: 'Simply {K}', technique: 'Simply …', styles: ['modern', 'short'] },
    { template: 'All Things {K}', technique: 'All Things …', styles: ['playful'] },
    { template: '{K} Unpacked', technique: 'Keyword + Unpacked', styles: ['modern'] },
    { template: 'The {K} Corner', technique: 'The … Corner', styles: ['playful', 'classic'] },
    { template: '{K} & Co.', technique: 'Keyword + & Co.', styles: ['classic', 'playful'] },
    { template: 'The {K} Insider', technique: 'The … Insider', styles: ['modern'] },
    { template: '{K} Field Notes', technique: 'Keyword + Field Notes', styles: ['classic'] },
    {
      template: 'The {A} {K}',
      technique: 'The + descriptive word + keyword',
      styles: ['classic', 'playful'],
    },
    {
      template: '{A} {K}',
      technique: 'Descriptive word + keyword',
      styles: ['modern', 'short', 'playful'],
    },
    {
      template: '{K} {T}',
      technique: 'Keyword + topic word',
      styles: ['modern', 'classic', 'playful', 'short'],
    },
  ],
  topicWords: {
    business: ['Playbook', 'Ledger', 'Briefing', 'Memo'],
    career: ['Ladder', 'Path', 'Playbook', 'Desk'],
    food: ['Kitchen', 'Table', 'Plate', 'Pantry'],
    travel: ['Trails', 'Passport', 'Compass', 'Roads'],
    tech: ['Stack', 'Byte', 'Logs', 'Lab'],
    lifestyle: ['Life', 'Living', 'Days', 'Home'],
    health: ['Habit', 'Balance', 'Pulse', 'Wellness'],
    finance: ['Ledger', 'Money', 'Budget', 'Wallet'],
    parenting: ['Family', 'Nest', 'Home', 'Days'],
  },
  adjectives: {
    modern: ['Curious', 'Modern', 'Bright', 'Smart', 'Clear', 'Open'],
    classic: ['Thoughtful', 'Well-Read', 'Honest', 'Practical', 'Quiet', 'Everyday'],
    playful: ['Happy', 'Hungry', 'Wandering', 'Messy', 'Sunny', 'Nerdy'],
    short: ['Daily', 'True', 'Bold', 'Just'],
  },
  suffixes: ['ology', 'ly', 'ista', 'wise', 'verse', 'log'],
  compounds: ['notes', 'press', 'post', 'ink', 'page', 'desk'],
};
