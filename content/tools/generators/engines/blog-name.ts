import { mediaEngine } from '@/lib/generators/engines/media-names';
import { BLOG_NAME_WORDS } from '../words/blog-name';

export default mediaEngine(BLOG_NAME_WORDS);
