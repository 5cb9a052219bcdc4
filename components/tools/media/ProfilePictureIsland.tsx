'use client';

import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { draw } from '@/lib/media/avatar-loader';
import {
  DEFAULT_SEED,
  effectiveSeed,
  settingsFromQuery,
  type AvatarSettings,
} from '@/lib/media/avatar-settings';
import { STYLE_IDS, STYLE_LABELS, isStyleId, type StyleId } from '@/lib/media/avatar-styles';
import { centeredCrop, cropRect, MAX_ZOOM, MIN_ZOOM, zoomTo, type Crop } from '@/lib/media/crop';
import { FILTERS } from '@/lib/media/photo-filters';
import { fileProblem, openPhoto, PhotoError } from '@/lib/media/photo-file';
import {
  DEFAULT_LOOK,
  drawProfile,
  PROFILE_SHAPES,
  RING_WIDTHS,
  RINGS,
  type ProfileLook,
} from '@/lib/media/profile-render';
import { explainProfile } from '@/lib/media/profile-explain';
import { saveBlob } from '@/lib/kit/save-file';
import { canvasToPng, svgToCanvas } from '@/lib/media/svg-to-png';
import { readQuery } from '@/lib/tools/url-state';
import fieldStyles from '../fields/fields.module.css';
import { HowItWorks } from '@/components/tools/kit/Method';
import { actionButton } from '../kit/buttons';
import kitStyles from '../kit/kit.module.css';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { Segmented, Swatches } from './Choices';
import { CropStage } from './CropStage';
import type { Photo } from './photo';
import styles from './media.module.css';

const OUTPUT_SIZES = [400, 800] as const;
const AVATAR_SIZE = 800;

type Note = { ok: boolean; text: string };

/**
 * The profile picture maker: a photo from the visitor's device (or a generated avatar), cropped to
 * a square, framed and downloaded as PNG. Everything happens on canvases in this tab; the photo is
 * never sent anywhere.
 */
export function ProfilePictureIsland({ method }: { method: readonly string[] }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [crop, setCrop] = useState<Crop>({ zoom: 1, x: 0, y: 0 });
  const [look, setLook] = useState<ProfileLook>(DEFAULT_LOOK);
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState<string | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const [avatarSeed, setAvatarSeed] = useState(DEFAULT_SEED);
  const [avatarStyle, setAvatarStyle] = useState<StyleId>('lorelei');
  const open = useRef<Photo | null>(null);

  const adopt = (next: Photo) => {
    // A decoded photo holds its pixels outside the JavaScript heap until closed.
    const previous = open.current;
    if (previous && previous.source !== next.source && 'close' in previous.source) previous.source.close();
    open.current = next;
    setPhoto(next);
    setCrop(centeredCrop(next));
    setNote(null);
  };

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    const why = fileProblem(file);
    setProblem(why ?? null);
    if (why) return;
    setWorking(`Opening “${file.name}”…`);
    try {
      const opened = await openPhoto(file);
      adopt({ source: opened.bitmap, label: `“${file.name}”`, ...opened });
    } catch (error) {
      setProblem(
        error instanceof PhotoError ? error.message : 'This photo could not be opened. Try another one.',
      );
    } finally {
      setWorking(null);
    }
  };

  const startFromAvatar = async (settings: Omit<AvatarSettings, 'size'>) => {
    setProblem(null);
    setWorking(`Drawing the ${STYLE_LABELS[settings.style]} avatar…`);
    try {
      const canvas = await svgToCanvas(await draw(settings, AVATAR_SIZE), AVATAR_SIZE);
      adopt({
        source: canvas,
        width: AVATAR_SIZE,
        height: AVATAR_SIZE,
        originalWidth: AVATAR_SIZE,
        originalHeight: AVATAR_SIZE,
        label: `the ${STYLE_LABELS[settings.style]} avatar for “${effectiveSeed(settings.seed)}”`,
      });
    } catch {
      setProblem('The avatar could not be drawn. Check your connection and try again.');
    } finally {
      setWorking(null);
    }
  };

  useEffect(() => {
    // Arriving from the avatar generator: start from the avatar its link describes.
    if (readQuery(window.location.search).get('avatar')?.[0] !== '1') return;
    const settings = settingsFromQuery(window.location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAvatarSeed(settings.seed);
    setAvatarStyle(settings.style);
    void startFromAvatar({ ...settings, shape: 'square' });
    // Runs once after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = async (size: number) => {
    if (!photo) return;
    try {
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      drawProfile(canvas, photo.source, crop, look);
      const name = `profile-picture-${size}.png`;
      saveBlob(await canvasToPng(canvas), name);
      setNote({ ok: true, text: `Saved ${name} (${size} × ${size} pixels).` });
    } catch {
      setNote({
        ok: false,
        text: 'The PNG could not be made in this browser. Try a smaller zoom or another browser.',
      });
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    void openFile(event.dataTransfer.files[0]);
  };

  const patchLook = (patch: Partial<ProfileLook>) => setLook((current) => ({ ...current, ...patch }));
  const fileId = `${id}-file`;
  const hintId = `${id}-hint`;
  const zoomId = `${id}-zoom`;
  // How many of the photo's own pixels the crop covers: fewer than the download means enlarging.
  const coveredPixels = photo
    ? Math.round(cropRect(photo, crop).side * (photo.originalWidth / photo.width))
    : 0;

  return (
    <div className={kitStyles.island} data-ready={hydrated ? 'true' : undefined}>
      <div className={styles.card}>
        <section className={styles.previewPane} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className={kitStyles.resultTitle}>
            Your profile picture
          </h2>
          <div className={styles.previewSticky}>
            {photo ? (
              <CropStage photo={photo} crop={crop} look={look} hintId={hintId} onCrop={setCrop} />
            ) : (
              <div className={styles.dropZone} onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
                <p>Choose a photo, or drop one here.</p>
                <p className={fieldStyles.help}>It stays on your device: nothing is uploaded.</p>
              </div>
            )}
            <p role="status" className={styles.status}>
              {working ??
                (photo
                  ? `Editing ${photo.label}, ${photo.originalWidth} × ${photo.originalHeight} pixels.`
                  : '')}
            </p>
            {photo ? (
              <>
                <p id={hintId} className={fieldStyles.help}>
                  Drag the photo to move it. With the picture selected: arrow keys move it (Shift for bigger
                  steps), + and − zoom, 0 starts over.
                </p>
                <div className={fieldStyles.field}>
                  <label htmlFor={zoomId} className={fieldStyles.label}>
                    Zoom
                  </label>
                  <div className={styles.zoomRow}>
                    <input
                      id={zoomId}
                      type="range"
                      min={MIN_ZOOM}
                      max={MAX_ZOOM}
                      step={0.01}
                      value={crop.zoom}
                      className={styles.range}
                      onChange={(event) => setCrop(zoomTo(photo, crop, Number(event.target.value)))}
                    />
                    <output htmlFor={zoomId} className={styles.zoomValue}>
                      {crop.zoom.toFixed(1)}×
                    </output>
                  </div>
                </div>
              </>
            ) : null}
            <div className={styles.downloads}>
              <div className={kitStyles.actions}>
                {OUTPUT_SIZES.map((size) => (
                  <button
                    key={size}
                    type="button"
                    className={actionButton}
                    disabled={!photo}
                    onClick={() => void save(size)}
                  >
                    Download {size} × {size} PNG
                  </button>
                ))}
              </div>
              <p role="status" className={note && !note.ok ? styles.statusFailed : styles.status}>
                {note?.text ?? ''}
              </p>
              {photo && coveredPixels < 800 ? (
                <p className={fieldStyles.help}>
                  {coveredPixels < 400
                    ? `The crop covers only ${coveredPixels} × ${coveredPixels} pixels of your photo, so both downloads are enlarged and may look soft.`
                    : `The crop covers ${coveredPixels} × ${coveredPixels} pixels of your photo, so the 800-pixel download is enlarged and may look a little soft.`}
                </p>
              ) : null}
              {photo && photo.originalWidth !== photo.width ? (
                <p className={fieldStyles.help}>
                  This large photo is edited at {photo.width} × {photo.height} pixels, still far more than the
                  downloads need.
                </p>
              ) : null}
            </div>
          </div>
        </section>

        <form
          className={styles.controls}
          aria-label="Profile picture settings"
          noValidate
          onSubmit={(e) => e.preventDefault()}
        >
          <div className={fieldStyles.field}>
            <label htmlFor={fileId} className={fieldStyles.label}>
              Choose a photo
            </label>
            <input
              id={fileId}
              type="file"
              accept="image/*"
              className={styles.fileInput}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${fileId}-help${problem ? ` ${fileId}-error` : ''}`}
              onChange={(event) => {
                void openFile(event.target.files?.[0]);
                // Choosing the same file again should open it again.
                event.target.value = '';
              }}
            />
            <p id={`${fileId}-help`} className={fieldStyles.help}>
              JPG, PNG, WebP or GIF, up to 40 MB. Your photo is opened and edited in this browser tab and is
              never uploaded.
            </p>
            {problem ? (
              <p id={`${fileId}-error`} className={fieldStyles.error}>
                {problem}
              </p>
            ) : null}
          </div>

          <fieldset className={`${fieldStyles.fieldset} ${styles.avatarStart}`}>
            <legend className={fieldStyles.label}>No photo? Start from an avatar</legend>
            <div className={styles.pair}>
              <div className={fieldStyles.field}>
                <label htmlFor={`${id}-avatar-seed`} className={fieldStyles.label}>
                  Name or any text
                </label>
                <input
                  id={`${id}-avatar-seed`}
                  type="text"
                  className={fieldStyles.input}
                  value={avatarSeed}
                  autoComplete="off"
                  onChange={(event) => setAvatarSeed(event.target.value)}
                />
              </div>
              <div className={fieldStyles.field}>
                <label htmlFor={`${id}-avatar-style`} className={fieldStyles.label}>
                  Avatar style
                </label>
                <select
                  id={`${id}-avatar-style`}
                  className={fieldStyles.select}
                  value={avatarStyle}
                  onChange={(event) => isStyleId(event.target.value) && setAvatarStyle(event.target.value)}
                >
                  {STYLE_IDS.map((style) => (
                    <option key={style} value={style}>
                      {STYLE_LABELS[style]}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <button
              type="button"
              className={actionButton}
              disabled={!effectiveSeed(avatarSeed) || working !== null}
              onClick={() =>
                void startFromAvatar({
                  style: avatarStyle,
                  seed: avatarSeed,
                  background: 'varied',
                  shape: 'square',
                  flip: false,
                })
              }
            >
              Use this avatar
            </button>
          </fieldset>

          <Segmented
            legend="Shape"
            name={`${id}-shape`}
            options={PROFILE_SHAPES}
            value={look.shape}
            onChange={(shape) => patchLook({ shape })}
          />
          <Swatches
            legend="Ring color"
            name={`${id}-ring`}
            options={RINGS.map((ring) => ({
              id: ring.id,
              label: ring.label,
              swatch: ring.color ?? 'transparent',
            }))}
            value={look.ring}
            onChange={(ring) => patchLook({ ring })}
          />
          <Segmented
            legend="Ring width"
            name={`${id}-ring-width`}
            options={RING_WIDTHS}
            value={look.ringWidth}
            onChange={(ringWidth) => patchLook({ ringWidth })}
          />
          <Segmented
            legend="Filter"
            name={`${id}-filter`}
            options={FILTERS}
            value={look.filter}
            onChange={(filter) => patchLook({ filter })}
          />
        </form>
      </div>
      <HowItWorks
        method={method}
        explanation={photo ? explainProfile(photo, crop, look) : undefined}
        placeholder="Choose a photo and the steps appear here with its size, your crop and your frame."
      />
    </div>
  );
}
