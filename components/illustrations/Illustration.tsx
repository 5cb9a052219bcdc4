import type { ArtKey } from '@/content/schema/art-keys';
import type { ScreenData } from '@/content/schema/screen';
import { defaultScreen } from '@/content/screens';
import { artFor } from './art';
import { ScreenPanel } from './ScreenPanel';
import styles from './illustration.module.css';

export type IllustrationName = ArtKey;

/**
 * A hero picture by art key: an SVG product screen (or scene) that carries its own alt text. A
 * product screen shows the page's own data: the whole window from tablet width up, one panel of
 * it large enough to read on a phone. Both keep their drawing's aspect ratio, so nothing shifts.
 */
export function Illustration({ name, screen }: { name: IllustrationName; screen?: ScreenData }) {
  const entry = artFor(name);
  if (!entry.productScreen) return <entry.Component />;
  const data = screen ?? defaultScreen;
  return (
    <div data-screen={entry.kind}>
      <div className={styles.wide}>
        <entry.Component data={data} />
      </div>
      <div className={styles.narrow}>
        <ScreenPanel kind={entry.kind} data={data} />
      </div>
    </div>
  );
}
