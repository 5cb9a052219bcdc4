import Link from '@/components/ui/Link';
import { BreadcrumbJsonLd } from 'next-seo';
import { linkExists, sitePages } from '@/content/routes';
import { env } from '@/lib/env';
import { breadcrumbTrail } from '@/lib/seo/jsonld';
import { absoluteUrl } from '@/lib/seo/metadata';
import styles from './breadcrumbs.module.css';

function shortTitle(path: string): string | undefined {
  const page = sitePages().find((entry) => entry.path === path);
  return page?.section && path !== '/' && page.path.split('/').filter(Boolean).length === 1
    ? page.section
    : page?.title;
}

/** Visible trail plus BreadcrumbList data, for nested pages; levels without a page of their own are left out. */
export function Breadcrumbs({ path, current }: { path: string; current?: string }) {
  const trail = breadcrumbTrail(path, shortTitle).filter(
    (crumb, index, all) => index === all.length - 1 || linkExists(crumb.path),
  );
  if (trail.length < 2) return null;
  const last = trail[trail.length - 1]!;
  if (current) last.name = current;
  return (
    <>
      <nav aria-label="Breadcrumb" className={styles.trail}>
        <ol>
          {trail.map((crumb, index) => (
            <li key={crumb.path}>
              {index === trail.length - 1 ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <Link href={crumb.path}>{crumb.name}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <BreadcrumbJsonLd
        items={trail.map((crumb) => ({ name: crumb.name, item: absoluteUrl(env.siteUrl, crumb.path) }))}
      />
    </>
  );
}
