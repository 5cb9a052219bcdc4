import { site } from '@/content/site';

/**
 * "Rated 4.9/5 from 9,600 reviews", with where the reviews come from. Renders nothing when content
 * names no source: an unsourced rating is a claim a buyer cannot check.
 */
export function RatingBadge({ className, prefix }: { className?: string; prefix?: string }) {
  const { value, count, source } = site.rating;
  if (!source) return null;
  return (
    <p className={className}>
      {prefix}Rated {value}/5 from {count.toLocaleString('en-US')} reviews
      <span className="visually-hidden">,</span> <small>({source})</small>
    </p>
  );
}
