'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { svgToPngSized } from '@/lib/media/svg-to-png';
import { saveBlob } from '@/lib/kit/save-file';
import { linkTo } from '@/lib/tools/url-state';
import { Button } from '@/components/ui/Button';
import fieldStyles from '../../fields/fields.module.css';
import { actionButton } from '../../kit/buttons';
import mediaStyles from '../media.module.css';
import styles from './art.module.css';
import { copyOrThrow } from '@/lib/kit/clipboard';

export type PngSize = { width: number; height: number; label?: string };

type Note = { ok: boolean; text: string };

/**
 * Saves the picture: the SVG as drawn, or a PNG drawn from it on a canvas at the chosen size.
 * `svg` is called on click so the file always matches what the settings say.
 */
export function ArtDownloads({
  title,
  svg,
  baseName,
  sizes,
  copyLink = true,
}: {
  /** Shown above the buttons when a tool offers several things to save (logo, icon). */
  title?: string;
  svg: () => string;
  baseName: string;
  sizes: readonly PngSize[];
  copyLink?: boolean;
}) {
  const id = useId();
  const [size, setSize] = useState(0);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const chosen = sizes[Math.min(size, sizes.length - 1)]!;
  const what = title ? ` ${title.toLowerCase()}` : '';

  const run = async (work: () => Promise<string>, failure: string) => {
    setBusy(true);
    clearTimeout(timer.current);
    try {
      setNote({ ok: true, text: await work() });
    } catch {
      setNote({ ok: false, text: failure });
    } finally {
      setBusy(false);
      timer.current = setTimeout(() => setNote(null), 8000);
    }
  };

  const savePng = () =>
    run(async () => {
      const name = `${baseName}-${chosen.width}x${chosen.height}.png`;
      saveBlob(await svgToPngSized(svg(), chosen.width, chosen.height), name);
      return `Saved ${name} (${chosen.width} × ${chosen.height} pixels).`;
    }, 'The PNG could not be made in this browser. Try Download SVG instead.');

  const saveSvg = () =>
    run(async () => {
      const name = `${baseName}.svg`;
      saveBlob(new Blob([svg()], { type: 'image/svg+xml' }), name);
      return `Saved ${name}.`;
    }, 'The SVG could not be saved. Please try again.');

  const copy = () =>
    run(async () => {
      await copyOrThrow(linkTo(window.location.search.replace(/^\?/, '')));
      return 'Link copied: it opens this picture with the same settings.';
    }, 'Copying was blocked by the browser. Copy the address from the address bar instead.');

  return (
    <div
      className={styles.downloadGroup}
      role="group"
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-label={title ? undefined : 'Downloads'}
    >
      {title ? (
        <p id={`${id}-title`} className={styles.groupTitle}>
          {title}
        </p>
      ) : null}
      <div className={styles.downloadRow}>
        {sizes.length > 1 ? (
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-size`} className={fieldStyles.label}>
              PNG size{what}
            </label>
            <select
              id={`${id}-size`}
              className={fieldStyles.select}
              value={size}
              onChange={(event) => setSize(Number(event.target.value))}
            >
              {sizes.map((option, index) => (
                <option key={`${option.width}x${option.height}`} value={index}>
                  {option.width} × {option.height}
                  {option.label ? ` (${option.label})` : ''}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <Button
          onClick={savePng}
          disabled={busy}
          aria-label={`Download PNG${what}, ${chosen.width} × ${chosen.height}`}
        >
          Download PNG
        </Button>
        <button
          type="button"
          className={actionButton}
          onClick={saveSvg}
          disabled={busy}
          aria-label={`Download SVG${what}`}
        >
          Download SVG
        </button>
        {copyLink ? (
          <button type="button" className={actionButton} onClick={copy} disabled={busy}>
            Copy link
          </button>
        ) : null}
      </div>
      <p
        role="status"
        className={`${note && !note.ok ? mediaStyles.statusFailed : mediaStyles.status} ${styles.saveNote}`}
      >
        {note?.text ?? ''}
      </p>
    </div>
  );
}
