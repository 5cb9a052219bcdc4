import { metaEngine } from '@/lib/generators/engines/meta';
import { META_WORDS } from '../words/meta';

export default metaEngine(META_WORDS);
