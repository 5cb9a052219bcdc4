import Link from '@/components/ui/Link';
import { Wordmark } from '@/components/illustrations/Wordmark';
import { Badge, Card } from '@/components/ui/Card';
import type { CaseStudy } from '@/content/stories/schema';
import styles from './cards.module.css';

/** A customer story in a list: who, the headline result and the title linking to the story. */
export function StoryCard({ story, headingLevel = 'h3' }: { story: CaseStudy; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const [headline] = story.results;
  return (
    <Card interactive className={styles.story}>
      <div className={styles.storyTop}>
        <Wordmark name={story.customer.name} glyph={story.customer.glyph} />
        <Badge tone="neutral">{story.customer.industry}</Badge>
      </div>
      {headline ? (
        <p className={styles.storyResult}>
          <strong>{headline.value}</strong> <span>{headline.label}</span>
        </p>
      ) : null}
      <Heading className={styles.title}>
        <Link href={story.path}>{story.title}</Link>
      </Heading>
      <p>{story.summary}</p>
      <span className={styles.more} aria-hidden="true">
        Read the story →
      </span>
    </Card>
  );
}
