import Link from '@/components/ui/Link';
import { linkExists } from '@/content/routes';
import { site } from '@/content/site';
import { PhoneFold } from '@/components/ui/PhoneFold';
import { RatingBadge } from '@/components/ui/RatingBadge';
import { consentNeeded } from '@/lib/analytics/ga';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';
import styles from './footer.module.css';

function FooterLink({ href, label }: { href: string; label: string }) {
  if (href.startsWith('/') && !/\.[a-z]+$/.test(href)) return <Link href={href}>{label}</Link>;
  return <a href={href}>{label}</a>;
}

/** Footer columns show only pages that exist, as the header does. */
export function footerColumns() {
  return site.footer
    .map((column) => ({ ...column, links: column.links.filter((link) => linkExists(link.href)) }))
    .filter((column) => column.links.length > 0);
}

export function SiteFooter() {
  const columns = footerColumns();
  const year = new Date().getFullYear();
  return (
    <footer className={`${styles.footer} site-footer`}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Logo tone="light" />
          <p>{site.tagline}. AI sourcing, skill assessments and one-way video interviews in one platform.</p>
          <RatingBadge className={styles.rating} />
          <SocialLinks className={styles.social} />
        </div>
        <nav className={styles.columns} aria-label="Footer">
          {columns.map((column) => (
            <section key={column.title} className={styles.column}>
              {/* Phones get the column as a fold (its summary names it), wider screens this heading. */}
              <h2 className={styles.heading}>{column.title}</h2>
              <PhoneFold summary={column.title} summaryClassName={styles.summary}>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <FooterLink href={link.href} label={link.label} />
                    </li>
                  ))}
                </ul>
              </PhoneFold>
            </section>
          ))}
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>
          © {year} {site.legalName}
        </p>
        {/* The feed is listed once, in its column (content/site.ts). */}
        <p>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
        {/* Without analytics or experiments configured there is no banner to reopen. */}
        {consentNeeded() && (
          // Plain HTML: ConsentGate answers any press of a [data-consent-open] button.
          <button type="button" className={styles.cookies} data-consent-open="">
            Cookie settings
          </button>
        )}
      </div>
    </footer>
  );
}
