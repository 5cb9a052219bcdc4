import type { SmsInfo } from '@/lib/writing/limits';
import styles from './text.module.css';

/** A character that forced UCS-2, printable even when it is a tab or an invisible one. */
function shown(char: string): string {
  if (char === '\t') return 'a tab';
  if (/^[\s\p{C}]$/u.test(char))
    return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  return `“${char}”`;
}

/** How the text would travel as an SMS: encoding, parts and room left. */
export function SmsPanel({ sms }: { sms: SmsInfo }) {
  return (
    <section className={styles.panel} aria-labelledby="sms-title">
      <h2 id="sms-title" className={styles.panelTitle}>
        As a text message (SMS)
      </h2>
      <dl className={styles.pairs}>
        <div>
          <dt>Encoding</dt>
          <dd>{sms.encoding}</dd>
        </div>
        <div>
          <dt>Message parts</dt>
          <dd>{sms.segments}</dd>
        </div>
        <div>
          <dt>Room left in the last part</dt>
          <dd>{sms.remaining}</dd>
        </div>
      </dl>
      <p className={styles.small}>
        {sms.encoding === 'GSM-7'
          ? 'Plain GSM-7 text: 160 characters fit in one message, 153 in each part of a longer one. ^ { } [ ] ~ \\ | € take two places.'
          : `Because of ${sms.culprits.map(shown).join(', ')}, the whole message is sent as UCS-2: 70 characters fit in one message, 67 in each part of a longer one.`}
      </p>
    </section>
  );
}
