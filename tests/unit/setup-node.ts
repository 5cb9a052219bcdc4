import { provideWords } from '@/content/tools/writing/rewrite-words';

// The paraphraser's and rewriter's word lists are content and lib never imports content: the
// islands hand the lists over when they load the engines, and the Node tests do the same here.
provideWords();
