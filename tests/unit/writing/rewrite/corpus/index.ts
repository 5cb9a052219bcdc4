import { EMAILS } from './emails';
import { EVERYDAY } from './everyday';
import { JOB_POSTS } from './jobs';
import { LETTERS } from './letters';
import { NEWS } from './news';
import { POLICIES } from './policies';
import { PRODUCT } from './product';
import type { CorpusParagraph } from './types';

export type { CorpusParagraph };

/** Every paragraph the rewrite corpus tests run the paraphraser and the rewriter over. */
export const CORPUS: readonly CorpusParagraph[] = [
  ...JOB_POSTS,
  ...EMAILS,
  ...POLICIES,
  ...NEWS,
  ...PRODUCT,
  ...LETTERS,
  ...EVERYDAY,
];
