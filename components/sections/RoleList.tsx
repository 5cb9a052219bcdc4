import { ButtonLink } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { openRoles, type OpenRole } from '@/content/careers';
import type { RolesSection } from '@/content/schema/company-sections';
import styles from './company.module.css';

/** The open roles of content/careers.ts: what, where, for how much, and how to apply. */
export function RoleList({ section, roles = openRoles }: { section: RolesSection; roles?: OpenRole[] }) {
  return (
    <Section
      id={section.anchor}
      eyebrow={section.eyebrow}
      title={section.title}
      lead={section.lead}
      tone={section.tone}
    >
      <p className={styles.count}>{roles.length === 1 ? '1 open role' : `${roles.length} open roles`}</p>
      <ul className={styles.roles}>
        {roles.map((role) => (
          <li key={role.id} className={styles.role}>
            <div>
              <h3>{role.title}</h3>
              <dl className={styles.facts}>
                <div>
                  <dt>Team</dt>
                  <dd>{role.team}</dd>
                </div>
                <div>
                  <dt>Location</dt>
                  <dd>
                    {role.workplace} · {role.location}
                  </dd>
                </div>
                <div>
                  <dt>Type</dt>
                  <dd>{role.employment}</dd>
                </div>
                <div>
                  <dt>Pay</dt>
                  <dd>{role.pay}</dd>
                </div>
              </dl>
              <p>{role.summary}</p>
            </div>
            <ButtonLink
              href={role.apply}
              variant="secondary"
              className={styles.roleAction}
              aria-label={`Apply for ${role.title}`}
            >
              Apply
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
