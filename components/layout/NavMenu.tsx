'use client';

import Link from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
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
 * Phone: a modal <dialog> drawer, whose showModal() keeps focus inside while it is open.
 */
export function NavMenu({ groups, demo, trial }: { groups: NavGroup[]; demo: string; trial: string }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
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
        <nav aria-label="Mobile">
          {groups.map((group) => (
            <section key={group.label} className={styles.drawerGroup}>
              <h2 className={styles.drawerHeading}>{group.label}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} onClick={() => drawer.current?.close()}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <div className={styles.drawerActions}>
          <a className={styles.drawerCta} href={trial} onClick={() => drawer.current?.close()}>
            Start free trial
          </a>
          <a className={styles.drawerSecondary} href={demo} onClick={() => drawer.current?.close()}>
            Book a demo
          </a>
        </div>
      </dialog>
    </>
  );
}
