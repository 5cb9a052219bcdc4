import { Fragment } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { Section } from '@/components/ui/Section';
import type { PeopleSection } from '@/content/schema/company-sections';
import { peopleIn, type Person } from '@/content/team';
import styles from './company.module.css';

/** A role written over two lines in the content (`\n`) keeps its line break on the page. */
function RoleLines({ role }: { role: string }) {
  const lines = role
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={`${index}-${line}`}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}

export function PersonCard({ person }: { person: Person }) {
  return (
    <li className={styles.person}>
      {person.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- a picture made here, under public/
        <img src={person.image} alt="" width={64} height={64} className={styles.photo} />
      ) : (
        <Avatar name={person.name} size={64} decorative />
      )}
      <div className={styles.personText}>
        <h3 className={styles.personName}>{person.name}</h3>
        <p className={styles.personRole}>
          <RoleLines role={person.role} />
        </p>
        {person.linkedin ? (
          <a
            href={person.linkedin}
            className={styles.linkedin}
            rel="noopener noreferrer"
            aria-label={`${person.name} on LinkedIn`}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z"
              />
            </svg>
            LinkedIn
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** The team or the advisors of content/team.ts, each with initials, name, role and LinkedIn when known. */
export function PeopleGrid({ section, people }: { section: PeopleSection; people?: Person[] }) {
  const list = people ?? peopleIn(section.group);
  return (
    <Section
      id={section.anchor}
      eyebrow={section.eyebrow}
      title={section.title}
      lead={section.lead}
      tone={section.tone}
    >
      <ul className={styles.people}>
        {list.map((person) => (
          <PersonCard key={person.id} person={person} />
        ))}
      </ul>
    </Section>
  );
}
