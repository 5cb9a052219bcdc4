import Link from '@/components/ui/Link';
import { linkExists } from '@/content/routes';
import { MINIMUM_WAGE_PATH, stateViews } from '@/content/minimum-wage/view';
import styles from './minimum-wage.module.css';

export const PAYCHECK_PATH = '/tools/paycheck-calculator/';

type Item = { href: string; name: string; text: string; exists: string };

/** The site's related tools and pages; one that is not built yet is left out rather than linked broken. */
export function RelatedLinks({
  paycheckHref,
  overview = true,
}: {
  paycheckHref?: string;
  overview?: boolean;
}) {
  const items: Item[] = [
    {
      href: paycheckHref ?? PAYCHECK_PATH,
      exists: PAYCHECK_PATH,
      name: 'Paycheck calculator',
      text: 'Take-home pay after federal, Social Security, Medicare and state tax.',
    },
    ...(overview
      ? [
          {
            href: MINIMUM_WAGE_PATH,
            exists: MINIMUM_WAGE_PATH,
            name: 'Minimum wage by state',
            text: `The federal rate and all ${stateViews.length} states side by side, highest first.`,
          },
        ]
      : []),
    {
      href: '/hr-glossary/#exempt-vs-non-exempt-employee',
      exists: '/hr-glossary/',
      name: 'Exempt vs non-exempt employees',
      text: 'Who the minimum-wage and overtime rules cover, in the HR glossary.',
    },
  ];
  return (
    <ul className={styles.relatedTools} aria-label="Related tools and pages">
      {items
        .filter((item) => linkExists(item.exists))
        .map((item) => (
          <li key={item.exists}>
            <Link href={item.href}>
              <span className={styles.relatedName}>{item.name}</span>
              <span className={styles.relatedText}>{item.text}</span>
            </Link>
          </li>
        ))}
    </ul>
  );
}
