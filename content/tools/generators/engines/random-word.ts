import { randomWordEngine } from '@/lib/generators/engines/random-word';
import { RANDOM_WORDS } from '../words/random-word';

export default randomWordEngine(RANDOM_WORDS);
