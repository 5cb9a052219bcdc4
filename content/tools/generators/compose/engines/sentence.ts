import { sentenceEngine } from '@/lib/generators/compose/sentence/engine';
import { SENTENCE_WORDS } from '../words/sentence';

export default sentenceEngine(SENTENCE_WORDS);
