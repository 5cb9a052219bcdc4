import { provideWords } from './rewrite-words';

/**
 * The paragraph rewriter with its word lists: the lists are content, the engine is lib, and this is
 * where the two meet. The rewriter island loads the engine through here.
 */
provideWords();

export * from '@/lib/writing/rewrite/rewrite';
