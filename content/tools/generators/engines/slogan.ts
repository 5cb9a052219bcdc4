import { sloganEngine } from '@/lib/generators/engines/slogan';
import { SLOGAN_WORDS } from '../words/slogan';

export default sloganEngine(SLOGAN_WORDS);
