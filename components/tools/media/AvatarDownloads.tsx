'use client';

import Link from '@/components/ui/Link';
import { useEffect, useRef, useState } from 'react';
import { draw } from '@/lib/media/avatar-loader';
import {
  avatarFileName,
  effectiveSeed,
  settingsToQuery,
  type AvatarSettings,
} from '@/lib/media/avatar-settings';
import { saveBlob } from '@/lib/kit/save-file';
import { svgToPngBlob } from '@/lib/media/svg-to-png';
import { linkTo } from '@/lib/tools/url-state';
import { Button } from '@/components/ui/Button';
import { actionButton } from '../kit/buttons';
import kitStyles from '../kit/kit.module.css';
import styles from './media.module.css';
import { copyOrThrow } from '@/lib/kit/clipboard';

type Note = { ok: boolean; text: string };

/** The profile picture maker starts from the avatar when its link says `avatar=1`. */
const profileQuery = (settings: AvatarSettings) =>
  ['avatar=1', settingsToQuery(settings)].filter(Boolean).join('&');

/**
 * Saves the avatar: SVG as drawn, PNG rasterized on a canvas at the chosen size, or the SVG text
 * and a share link on the clipboard. Works before the style has loaded: it waits for it.
 */
export function AvatarDownloads({ settings, shown }: { settings: AvatarSettings; shown: AvatarSettings }) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // What the visitor asked for, or what is on screen while their text box is empty.
  const target: AvatarSettings = effectiveSeed(settings.seed) ? settings : { ...shown, size: settings.size };

  const tell = (next: Note) => {
    clearTimeout(timer.current);
    setNote(next);
    timer.current = setTimeout(() => setNote(null), 8000);
  };

  const run = async (work: () => Promise<string>, failure: string) => {
    setBusy(true);
    try {
      tell({ ok: true, text: await work() });
    } catch {
      tell({ ok: false, text: failure });
    } finally {
      setBusy(false);
    }
  };

  const saveSvg = () =>
    run(async () => {
      const svg = await draw(target, target.size);
      const name = avatarFileName(target, 'svg');
      saveBlob(new Blob([svg], { type: 'image/svg+xml' }), name);
      return `Saved ${name}.`;
    }, 'The SVG could not be made. Check your connection and try again.');

  const savePng = () =>
    run(async () => {
      const svg = await draw(target, target.size);
      const name = avatarFileName(target, 'png');
      saveBlob(await svgToPngBlob(svg, target.size), name);
      return `Saved ${name} (${target.size} × ${target.size} pixels).`;
    }, 'The PNG could not be made in this browser. Try Download SVG instead.');

  const copySvg = () =>
    run(async () => {
      await copyOrThrow(await draw(target, target.size));
      return 'SVG code copied.';
    }, 'Copying was blocked by the browser. Use Download SVG instead.');

  const copyLink = () =>
    run(async () => {
      await copyOrThrow(linkTo(settingsToQuery(target)));
      return 'Link copied: it opens this avatar with the same settings.';
    }, 'Copying was blocked by the browser. Copy the address from the address bar instead.');

  return (
    <div className={styles.downloads}>
      <div className={kitStyles.actions}>
        <Button onClick={savePng} disabled={busy}>
          Download PNG
        </Button>
        <button type="button" className={actionButton} onClick={saveSvg} disabled={busy}>
          Download SVG
        </button>
        <button type="button" className={actionButton} onClick={copySvg} disabled={busy}>
          Copy SVG
        </button>
        <button type="button" className={actionButton} onClick={copyLink} disabled={busy}>
          Copy link
        </button>
      </div>
      <p role="status" className={note && !note.ok ? styles.statusFailed : styles.status}>
        {note?.text ?? ''}
      </p>
      <Link className={styles.onward} href={`/tools/profile-picture-maker/?${profileQuery(target)}`}>
        Turn it into a profile picture with a ring and border
      </Link>
    </div>
  );
}
