'use client';

import Link from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { wrapFocus } from '@/lib/dom/focus-trap';
import styles from './header.module.css';

export type NavGroup = {
  label: string;
  href: string;
  links: { label: string; href: string; description?: string }[];
};

/**
 * Desktop: disclosure menus (button + list). Escape, an outside click, or moving the focus out of a
 * menu (Tab past its last link) closes it; Escape from inside a menu puts the focus back on its
 * button, so a keyboard user is not left on a link that has just been hidden.
 * Phone: a modal <dialog> drawer, whose showModal() keeps focus inside while it is open; its groups
 * are disclosures, all closed, so the calls to action and every group label fit on one screen.
 */
export function NavMenu({
  groups,
  demo,
  trial,
  search,
}: {
  groups: NavGroup[];
  demo: string;
  trial: string;
  /** The search button, placed between the menus and the phone's Menu button in tab order. */
  search?: ReactNode;
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // Several drawer groups may be open at once: a visitor comparing two lists keeps both in view.
  const [drawerOpen, setDrawerOpen] = useState<number[]>([]);
  const drawer = useRef<HTMLDialogElement>(null);
  const nav = useRef<HTMLElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const items = useRef<(HTMLLIElement | null)[]>([]);
  const pathname = usePathname();

  useEffect(() => {
    drawer.current?.close();
  }, [pathname]);

  useEffect(() => {
    if (openIndex === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (items.current[openIndex]?.contains(document.activeElement)) buttons.current[openIndex]?.focus();
      setOpenIndex(null);
    };
    const onClick = (event: MouseEvent) => {
      if (nav.current && !nav.current.contains(event.target as Node)) setOpenIndex(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [openIndex]);

  return (
    <>
      <nav ref={nav} className={styles.nav} aria-label="Main">
        <ul className={styles.navList}>
          {groups.map((group, index) =>
            group.links.length === 1 ? (
              <li key={group.label}>
                <Link className={styles.navLink} href={group.links[0]!.href}>
                  {group.label}
                </Link>
              </li>
            ) : (
              <li
                key={group.label}
                className={styles.navItem}
                ref={(node) => {
                  items.current[index] = node;
                }}
                onBlur={(event) => {
                  // Only a move to another element: the window losing focus leaves the menu open.
                  const next = event.relatedTarget as Node | null;
                  if (openIndex === index && next && !event.currentTarget.contains(next)) setOpenIndex(null);
                }}
              >
                <button
                  ref={(node) => {
                    buttons.current[index] = node;
                  }}
                  type="button"
                  className={styles.navLink}
                  aria-expanded={openIndex === index}
                  aria-controls={`nav-panel-${index}`}
                  onClick={() => setOpenIndex(openIndex === index ? null : index)}
                >
                  {group.label}
                  <span aria-hidden="true" className={styles.chevron} />
                </button>
                <ul id={`nav-panel-${index}`} className={styles.panel} hidden={openIndex !== index}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link className={styles.panelLink} href={link.href} onClick={() => setOpenIndex(null)}>
                        <span>{link.label}</span>
                        {link.description && <small>{link.description}</small>}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
      </nav>
      {search}
      <button type="button" className={styles.menuButton} onClick={() => drawer.current?.showModal()}>
        <span aria-hidden="true" className={styles.burger} />
        Menu
      </button>
      <dialog
        ref={drawer}
        className={styles.drawer}
        aria-label="Site menu"
        onKeyDown={(event) => wrapFocus(event, drawer.current)}
      >
        <div className={styles.drawerTop}>
          <span className={styles.drawerTitle}>Menu</span>
          <button type="button" className={styles.drawerClose} onClick={() => drawer.current?.close()}>
            Close
          </button>
        </div>
        {/* The two calls to action come first: on a phone they are why most visitors open the menu. */}
        <div className={styles.drawerActions}>
          <a className={styles.drawerCta} href={trial} onClick={() => drawer.current?.close()}>
            Start free trial
          </a>
          <a className={styles.drawerSecondary} href={demo} onClick={() => drawer.current?.close()}>
            Book a demo
          </a>
        </div>
        <nav aria-label="Mobile">
          <ul className={styles.drawerList}>
            {groups.map((group, index) =>
              group.links.length === 1 ? (
                <li key={group.label} className={styles.drawerGroup}>
                  <Link
                    className={styles.drawerToggle}
                    href={group.links[0]!.href}
                    onClick={() => drawer.current?.close()}
                  >
                    {group.label}
                  </Link>
                </li>
              ) : (
                <li key={group.label} className={styles.drawerGroup}>
                  <button
                    type="button"
                    className={styles.drawerToggle}
                    aria-expanded={drawerOpen.includes(index)}
                    aria-controls={`drawer-panel-${index}`}
                    onClick={() =>
                      setDrawerOpen((open) =>
                        open.includes(index) ? open.filter((item) => item !== index) : [...open, index],
                      )
                    }
                  >
                    {group.label}
                    <span aria-hidden="true" className={styles.chevron} />
                  </button>
                  <ul id={`drawer-panel-${index}`} hidden={!drawerOpen.includes(index)}>
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <Link href={link.href} onClick={() => drawer.current?.close()}>
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ),
            )}
          </ul>
        </nav>
      </dialog>
    </>
  );
}
