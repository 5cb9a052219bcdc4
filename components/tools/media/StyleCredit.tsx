import { creditRequired, creditText, type StyleCredit as Credit } from '@/lib/media/avatar-styles';
import styles from './media.module.css';

/** Who drew the style and its license, as the style package declares it, with text links. */
export function StyleCredit({ credit }: { credit: Credit }) {
  const remix = creditText(credit).startsWith('Remix of ');
  return (
    <p className={styles.credit} data-credit>
      {remix ? 'Remix of ' : ''}
      <a href={credit.source} rel="noopener noreferrer" target="_blank">
        “{credit.title}”
      </a>{' '}
      by {credit.creator}, licensed under{' '}
      <a href={credit.licenseUrl} rel="noopener noreferrer license" target="_blank">
        {credit.licenseName}
      </a>
      .{' '}
      {creditRequired(credit)
        ? 'Credit the artist where you publish it, for example with this line.'
        : /^CC0/.test(credit.licenseName)
          ? 'Free to use without credit.'
          : 'Free for personal and commercial use under the artist’s terms.'}
    </p>
  );
}
