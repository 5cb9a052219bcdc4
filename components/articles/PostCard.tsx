import Link from '@/components/ui/Link';
import { Avatar } from '@/components/ui/Avatar';
import { Badge, Card } from '@/components/ui/Card';
import type { BlogPost } from '@/content/blog';
import { cx } from '@/components/ui/cx';
import { ArticleMeta } from './ArticleMeta';
import { PostArt } from './PostArt';
import styles from './cards.module.css';

/** A blog post in a list; `featured` gives the newest post a wider, louder card. */
export function PostCard({
  post,
  featured,
  headingLevel = 'h3',
}: {
  post: BlogPost;
  featured?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <Card interactive className={cx(styles.post, featured && styles.featured)}>
      <PostArt seed={post.topic} className={styles.cover} />
      <div className={styles.body}>
        <Badge>{post.topic}</Badge>
        <Heading className={styles.title}>
          <Link href={post.path}>{post.title}</Link>
        </Heading>
        <p>{post.summary}</p>
        <div className={styles.byline}>
          <Avatar name={post.author.name} size={32} decorative />
          <div>
            <p className={styles.bylineName}>{post.author.name}</p>
            <ArticleMeta date={post.date} minutes={post.minutes} />
          </div>
        </div>
      </div>
    </Card>
  );
}
