import type { MediaNameWords } from '@/lib/generators/engines/media-names';

/**
 * The YouTube channel name generator's words: the phrase patterns YouTube channels are named by ({K} the keyword,
 * {A} a descriptive word, {T} a word the topic brings, {H} the host's first name), with the styles
 * each suits, and the words those slots, suffixes and compounds draw on.
 */
export const YOUTUBE_NAME_WORDS: MediaNameWords = {
  noun: 'channel name',
  medium: 'YouTube channel',
  patterns: [
    { template: '{K} TV', technique: 'Keyword + TV', styles: ['short', 'modern'] },
    { template: '{K} Daily', technique: 'Keyword + Daily', styles: ['modern'] },
    { template: '{K} with {H}', technique: 'Keyword + with + creator', styles: ['classic', 'modern'] },
    { template: '{H} {K}', technique: 'Creator + keyword', styles: ['short', 'playful'] },
    { template: '{H}’s {K} Lab', technique: 'Creator’s … Lab', styles: ['playful'] },
    { template: 'The {K} Channel', technique: 'The … Channel', styles: ['classic'] },
    { template: '{K} Explained', technique: 'Keyword + Explained', styles: ['modern', 'classic'] },
    { template: '{K} Academy', technique: 'Keyword + Academy', styles: ['classic'] },
    { template: 'Just {K}', technique: 'Just …', styles: ['short', 'playful'] },
    { template: '{K} Club', technique: 'Keyword + Club', styles: ['playful'] },
    { template: '{K} Lab', technique: 'Keyword + Lab', styles: ['modern', 'short'] },
    { template: '{K} Hub', technique: 'Keyword + Hub', styles: ['modern', 'short'] },
    { template: '{K} Studio', technique: 'Keyword + Studio', styles: ['classic', 'modern'] },
    { template: 'Everyday {K}', technique: 'Everyday …', styles: ['playful'] },
    { template: '{K} in Minutes', technique: 'Keyword + in Minutes', styles: ['modern'] },
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
      technique: 'Keyword + niche word',
      styles: ['modern', 'classic', 'playful', 'short'],
    },
  ],
  topicWords: {
    gaming: ['Plays', 'Arcade', 'Respawn', 'Gaming', 'Quest'],
    education: ['Academy', 'Class', 'Explained', 'Lessons'],
    vlog: ['Life', 'Diaries', 'Adventures', 'Days'],
    cooking: ['Kitchen', 'Eats', 'Bites', 'Recipes'],
    tech: ['Tech', 'Unboxed', 'Reviews', 'Setup'],
    fitness: ['Fit', 'Training', 'Moves', 'Workouts'],
    business: ['Insights', 'Playbook', 'Growth', 'Career'],
    music: ['Sounds', 'Beats', 'Covers', 'Sessions'],
    diy: ['Workshop', 'Builds', 'Makes', 'Garage'],
  },
  adjectives: {
    modern: ['Smart', 'Simple', 'Clever', 'Honest', 'Real', 'Bright'],
    classic: ['Practical', 'Weekend', 'Everyday', 'Modern', 'Original', 'Classic'],
    playful: ['Nerdy', 'Happy', 'Hungry', 'Crazy', 'Curious', 'Sunny'],
    short: ['Pro', 'Top', 'Epic', 'Just'],
  },
  suffixes: ['ify', 'ly', 'io', 'verse', 'ster', 'hq'],
  compounds: ['tube', 'cast', 'cam', 'clips', 'plays', 'vids'],
};
