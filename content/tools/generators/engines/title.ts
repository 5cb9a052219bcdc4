import { titleEngine } from '@/lib/generators/engines/title';
import { TITLE_WORDS } from '../words/title';

export default titleEngine(TITLE_WORDS);
