import type { CorpusParagraph } from '../types';
import { EMAILS } from './emails';
import { EVERYDAY } from './everyday';
import { JOB_POSTS } from './jobs';
import { LETTERS } from './letters';
import { NEWS } from './news';
import { POLICIES } from './policies';
import { PRODUCT } from './product';

/**
 * Paragraphs written after the paraphraser and rewriter were tuned, of the same kinds as the
 * tuning corpus, and never used to change a rule or a word bank: the held-out headline.
 */
export const HELD_OUT: readonly CorpusParagraph[] = [
  ...JOB_POSTS,
  ...EMAILS,
  ...POLICIES,
  ...NEWS,
  ...PRODUCT,
  ...LETTERS,
  ...EVERYDAY,
];
