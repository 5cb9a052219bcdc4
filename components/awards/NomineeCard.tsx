import { Avatar } from '@/components/ui/Avatar';
import type { Nominee } from '@/content/schema/awards';
import styles from './awards.module.css';

/** A person with their picture, or their initials when there is none, and their LinkedIn profile. */
export function PersonPicture({ name, img, size = 64 }: { name: string; img?: string; size?: number }) {
  return img ? (
    // eslint-disable-next-line @next/next/no-img-element -- static SVG portraits from public/
    <img src={img} alt="" width={size} height={size} className={styles.photo} />
  ) : (
    <Avatar name={name} size={size} decorative />
  );
}

export function LinkedInLink({ url, name }: { url?: string; name: string }) {
  if (!url) return null;
  return (
    <a href={url} className={styles.linkedin} rel="noopener">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z"
        />
      </svg>
      LinkedIn<span className="visually-hidden"> profile of {name}</span>
    </a>
  );
}

export function NomineeCard({ nominee }: { nominee: Nominee }) {
  const detail = nominee.nomineeDesignation ?? nominee.nomineeCompany;
  return (
    <article className={styles.person}>
      <PersonPicture name={nominee.nomineeName} img={nominee.nomineeImg} />
      <div className={styles.personText}>
        <h4 className={styles.personName}>{nominee.nomineeName}</h4>
        {detail ? <p className={styles.personDetail}>{detail}</p> : null}
        {nominee.nomineeDesignation && nominee.nomineeCompany ? (
          <p className={styles.personDetail}>{nominee.nomineeCompany}</p>
        ) : null}
        <LinkedInLink url={nominee.nomineeLinkedIn} name={nominee.nomineeName} />
      </div>
    </article>
  );
}
