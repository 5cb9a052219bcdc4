import { mediaEngine } from '@/lib/generators/engines/media-names';
import { YOUTUBE_NAME_WORDS } from '../words/youtube-name';

export default mediaEngine(YOUTUBE_NAME_WORDS);
