import Link from '@/components/ui/Link';
import { linkExists } from '@/content/routes';
import { site } from '@/content/site';
import { ButtonLink } from '@/components/ui/Button';
import { Logo } from './Logo';
import { NavMenu, type NavGroup } from './NavMenu';
import { SearchIcon } from './SearchIcon';
import { SiteSearch } from './SiteSearch';
import { primaryCtas } from './ctas';
import styles from './header.module.css';

/** Navigation shows only pages that exist, so the menu grows with the site and never links to a 404. */
export function visibleNav(): NavGroup[] {
  return site.nav
    .map((group) => ({ ...group, links: group.links.filter((link) => linkExists(link.href)) }))
    .filter((group) => group.links.length > 0)
    .map((group) => ({ ...group, href: linkExists(group.href) ? group.href : group.links[0]!.href }));
}

export function SiteHeader() {
  const cta = primaryCtas();
  return (
    <header className={`${styles.header} site-header`}>
      <div className={styles.inner}>
        <Link href="/" className={styles.brand} aria-label={`${site.brand} home`}>
          <Logo />
        </Link>
        <NavMenu
          groups={visibleNav()}
          demo={cta.demo}
          trial={cta.trial}
          search={<SiteSearch icon={<SearchIcon />} />}
        />
        <div className={styles.actions}>
          <ButtonLink href={cta.demo} variant="secondary" size="sm">
            Book a demo
          </ButtonLink>
          <ButtonLink href={cta.trial} size="sm">
            Start free trial
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
