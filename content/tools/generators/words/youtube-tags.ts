import type { YoutubeTagWords } from '@/lib/generators/engines/youtube-tags';

/**
 * The search modifiers people add to a topic on YouTube, as patterns around the main keyword {K}
 * ("{K} tutorial", "how to {K}").
 */
export const YOUTUBE_TAG_WORDS: YoutubeTagWords = {
  modifiers: [
    '{K} tutorial',
    '{K} tips',
    '{K} for beginners',
    '{K} explained',
    '{K} guide',
    'how to {K}',
    '{K} step by step',
    '{K} examples',
    '{K} ideas',
    '{K} mistakes',
    '{K} review',
    'best {K}',
  ],
};
