import { provideWords } from './rewrite-words';

/**
 * The paraphraser with its word lists: the lists are content, the engine is lib, and this is where
 * the two meet. The paraphrase island loads the engine through here.
 */
provideWords();

export * from '@/lib/writing/rewrite/engine';
