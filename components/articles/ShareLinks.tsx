import { shareLinks } from '@/lib/share/links';
import styles from './article.module.css';

/** Plain links to each network's share page; they open in a new tab so the reader keeps the article. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <nav aria-label="Share this article" className={styles.share}>
      <p className={styles.shareTitle}>Share this article</p>
      <ul>
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              className={styles.shareLink}
              {...(link.network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
