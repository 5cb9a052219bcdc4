import Link from '@/components/ui/Link';
import { linkExists } from '@/content/routes';
import { site } from '@/content/site';
import { Logo } from './Logo';
import styles from './footer.module.css';

function FooterLink({ href, label }: { href: string; label: string }) {
  if (href.startsWith('/') && !/\.[a-z]+$/.test(href)) return <Link href={href}>{label}</Link>;
  return <a href={href}>{label}</a>;
}

export function SiteFooter() {
  const columns = site.footer
    .map((column) => ({ ...column, links: column.links.filter((link) => linkExists(link.href)) }))
    .filter((column) => column.links.length > 0);
  const year = new Date().getFullYear();
  return (
    <footer className={`${styles.footer} site-footer`}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Logo tone="light" />
          <p>{site.tagline}. AI sourcing, skill assessments and one-way video interviews in one platform.</p>
          <p className={styles.rating}>
            Rated {site.rating.value}/5 from {site.rating.count.toLocaleString('en-US')} reviews
          </p>
        </div>
        <nav className={styles.columns} aria-label="Footer">
          {columns.map((column) => (
            <section key={column.title}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <FooterLink href={link.href} label={link.label} />
                  </li>
                ))}
              </ul>
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
      </div>
    </footer>
  );
}
