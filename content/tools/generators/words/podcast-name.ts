import type { MediaNameWords } from '@/lib/generators/engines/media-names';

/**
 * The podcast name generator's words: the phrase patterns podcasts are named by ({K} the keyword,
 * {A} a descriptive word, {T} a word the topic brings, {H} the host's first name), with the styles
 * each suits, and the words those slots, suffixes and compounds draw on.
 */
export const PODCAST_NAME_WORDS: MediaNameWords = {
  noun: 'podcast name',
  medium: 'podcast',
  patterns: [
    { template: 'The {K} Show', technique: 'The … Show', styles: ['classic', 'playful'] },
    { template: 'The {K} Podcast', technique: 'The … Podcast', styles: ['classic'] },
    { template: '{K} Talk', technique: 'Keyword + Talk', styles: ['modern', 'short'] },
    { template: 'Talking {K}', technique: 'Talking …', styles: ['playful', 'modern'] },
    { template: '{K} Unfiltered', technique: 'Keyword + Unfiltered', styles: ['modern'] },
    { template: 'Inside {K}', technique: 'Inside …', styles: ['modern', 'classic'] },
    { template: 'The {K} Hour', technique: 'The … Hour', styles: ['classic'] },
    { template: '{K} Radio', technique: 'Keyword + Radio', styles: ['short', 'classic'] },
    { template: 'Beyond {K}', technique: 'Beyond …', styles: ['modern'] },
    { template: '{K} Matters', technique: 'Keyword + Matters', styles: ['classic'] },
    { template: '{K} After Hours', technique: 'Keyword + After Hours', styles: ['playful'] },
    { template: '{K} Weekly', technique: 'Keyword + Weekly', styles: ['modern', 'short'] },
    { template: '{K} Decoded', technique: 'Keyword + Decoded', styles: ['modern'] },
    { template: 'The {K} Effect', technique: 'The … Effect', styles: ['modern'] },
    { template: 'The {K} Sessions', technique: 'The … Sessions', styles: ['classic', 'modern'] },
    { template: '{K} on Air', technique: 'Keyword + on Air', styles: ['playful', 'short'] },
    { template: '{H} on {K}', technique: 'Host + on + keyword', styles: ['classic', 'modern'] },
    { template: 'The {H} {K} Show', technique: 'Host + keyword + Show', styles: ['playful'] },
    {
      template: 'The {A} {K}',
      technique: 'The + descriptive word + keyword',
      styles: ['classic', 'playful'],
    },
    { template: '{A} {K}', technique: 'Descriptive word + keyword', styles: ['modern', 'short'] },
    {
      template: '{K} {T}',
      technique: 'Keyword + topic word',
      styles: ['modern', 'classic', 'playful', 'short'],
    },
  ],
  topicWords: {
    business: ['Boardroom', 'Playbook', 'Huddle', 'Briefing'],
    career: ['Huddle', 'Break Room', 'Playbook', 'Ladder'],
    tech: ['Stack', 'Bytes', 'Signal', 'Circuit'],
    comedy: ['Hangout', 'Couch', 'Circus', 'Club'],
    education: ['Classroom', 'Lecture', 'Study Hall', 'Seminar'],
    health: ['Pulse', 'Balance', 'Checkup', 'Habit'],
    sports: ['Locker Room', 'Sideline', 'Huddle', 'Bench'],
    culture: ['Lounge', 'Salon', 'Review', 'Circle'],
    stories: ['Campfire', 'Tales', 'Stories', 'Chapters'],
  },
  adjectives: {
    modern: ['Curious', 'Honest', 'Open', 'Real', 'Bold', 'Clear'],
    classic: ['Weekly', 'Thoughtful', 'Long', 'Quiet', 'Late-Night', 'Morning'],
    playful: ['Chatty', 'Nerdy', 'Happy', 'Noisy', 'Curious', 'Cheeky'],
    short: ['Real', 'True', 'Raw', 'Just'],
  },
  suffixes: ['cast', 'casts', 'talk', 'ly', 'wave'],
  compounds: ['cast', 'mic', 'waves', 'pod', 'chat'],
};
