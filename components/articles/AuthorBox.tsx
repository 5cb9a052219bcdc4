import { Avatar } from '@/components/ui/Avatar';
import type { Author } from '@/content/blog/schema';
import styles from './article.module.css';

/** Who wrote the piece: initials avatar, name, role and a short biography. */
export function AuthorBox({ author, label = 'Guest author' }: { author: Author; label?: string }) {
  return (
    <aside className={styles.author} aria-label={`About the author, ${author.name}`}>
      <Avatar name={author.name} size={64} decorative />
      <div>
        <p className={styles.authorLabel}>{label}</p>
        <p className={styles.authorName}>{author.name}</p>
        <p className={styles.authorRole}>{author.role}</p>
        <p className={styles.authorBio}>{author.bio}</p>
      </div>
    </aside>
  );
}
