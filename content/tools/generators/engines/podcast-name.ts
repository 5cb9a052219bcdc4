import { mediaEngine } from '@/lib/generators/engines/media-names';
import { PODCAST_NAME_WORDS } from '../words/podcast-name';

export default mediaEngine(PODCAST_NAME_WORDS);
