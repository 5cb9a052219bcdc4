import { youtubeTagsEngine } from '@/lib/generators/engines/youtube-tags';
import { YOUTUBE_TAG_WORDS } from '../words/youtube-tags';

export default youtubeTagsEngine(YOUTUBE_TAG_WORDS);
