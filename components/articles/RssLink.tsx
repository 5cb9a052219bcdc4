import styles from './page-intro.module.css';

/** The site feed, linked from every page so readers find /rss/feed.xml; a plain link, since it is a file, not a page. */
export function RssLink({ label = 'Subscribe with RSS' }: { label?: string }) {
  return (
    <a href="/rss/feed.xml" className={styles.rss} type="application/rss+xml">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M5 17a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 10v3a8 8 0 0 1 8 8h3A11 11 0 0 0 3 10Zm0-6v3a14 14 0 0 1 14 14h3A17 17 0 0 0 3 4Z"
        />
      </svg>
      {label}
    </a>
  );
}
