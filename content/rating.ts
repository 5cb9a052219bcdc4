import { ContentError } from './define';
import { site } from './site';

/**
 * The product rating as copy writes it, always with who collected the reviews and when (site.rating),
 * so no sentence can show "4.9/5 from 9,600 reviews" without saying where the reviews come from.
 */
const { value, count, source } = site.rating;
if (!source)
  throw new ContentError('content/site.ts', [
    'field "rating.source": pages quote the rating, so it needs its source',
  ]);

/** "4.9/5 from 9,600 reviews left in the product by …, January 2023 to October 2026" */
export const ratingSourced = `${value}/5 from ${count.toLocaleString('en-US')} ${source}`;
