'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { fileName } from '@/lib/media/art/link';
import { DUOTONES, PORTRAIT_STYLES } from '@/lib/media/art/portrait-filters';
import {
  fitWithin,
  PORTRAIT_DEFAULTS,
  PORTRAIT_PARAMS,
  PORTRAIT_SIDE,
  portraitAlt,
} from '@/lib/media/art/portrait-settings';
import { canvasToPng, svgToCanvasSized } from '@/lib/media/svg-to-png';
import { fileProblem, MAX_FILE_MB, openPhoto, PhotoError } from '@/lib/media/photo-file';
import { svgDataUri } from '@/lib/media/svg-text';
import { saveBlob } from '@/lib/kit/save-file';
import { Button } from '@/components/ui/Button';
import fieldStyles from '../../fields/fields.module.css';
import { HowItWorks } from '@/components/tools/kit/Method';
import { actionButton } from '../../kit/buttons';
import kitStyles from '../../kit/kit.module.css';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import mediaStyles from '../media.module.css';
import { SelectField } from './SeedField';
import styles from './art.module.css';
import { useArtSettings } from './useArtSettings';

const SAMPLE_LABEL = 'the sample portrait';
type Source = { label: string; width: number; height: number; pixels: Uint8ClampedArray };
type Phase =
  | { step: 'idle' }
  | { step: 'working' }
  | { step: 'done'; alt: string }
  | { step: 'failed'; message: string };

/**
 * The portrait generator: a photo (never uploaded) or the sample portrait, restyled on a canvas.
 * The styles run in a worker loaded on first use; the page shows the sample before any script.
 */
export function PortraitGeneratorIsland({
  method,
  sampleSvg,
}: {
  method: readonly string[];
  sampleSvg: string;
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const [settings, update] = useArtSettings(PORTRAIT_DEFAULTS, PORTRAIT_PARAMS);
  const [source, setSource] = useState<Source | null>(null);
  const [before, setBefore] = useState<string>(() => svgDataUri(sampleSvg));
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [fileError, setFileError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const run = useRef(0);
  const started = useRef(false);

  const loadSample = async () => {
    const size = 768;
    const drawn = await svgToCanvasSized(sampleSvg, size, size);
    const pixels = drawn.getContext('2d')!.getImageData(0, 0, size, size).data;
    setBefore(svgDataUri(sampleSvg));
    setSource({ label: SAMPLE_LABEL, width: size, height: size, pixels });
  };

  // Starts the work on first use: the first focus, pointer or idle moment after hydration.
  const start = () => {
    if (started.current) return;
    started.current = true;
    loadSample().catch(() =>
      setPhase({ step: 'failed', message: 'The sample could not be drawn in this browser.' }),
    );
  };
  useEffect(() => {
    if (!('requestIdleCallback' in window)) {
      start();
      return;
    }
    const idle = window.requestIdleCallback(start, { timeout: 2500 });
    return () => window.cancelIdleCallback(idle);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // Restyles whenever the picture or a setting changes; a newer run makes older answers stale.
  useEffect(() => {
    if (!source) return;
    const ticket = (run.current += 1);
    const timer = setTimeout(async () => {
      setPhase({ step: 'working' });
      try {
        const { stylize } = await import('@/lib/media/art/portrait-run');
        const pixels = await stylize({
          data: source.pixels,
          width: source.width,
          height: source.height,
          ...settings,
        });
        if (ticket !== run.current || !canvas.current) return;
        const target = canvas.current;
        target.width = source.width;
        target.height = source.height;
        const context = target.getContext('2d');
        if (!context) throw new Error('no canvas');
        const image = new ImageData(source.width, source.height);
        image.data.set(pixels);
        context.putImageData(image, 0, 0);
        setPhase({ step: 'done', alt: portraitAlt(settings, source.label, source.width, source.height) });
      } catch {
        if (ticket === run.current)
          setPhase({
            step: 'failed',
            message: 'This browser could not apply the style. Try another style or a smaller photo.',
          });
      }
    }, 120);
    return () => clearTimeout(timer);
  }, [source, settings]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      setFileError(problem);
      return;
    }
    setFileError(null);
    setOpening(true);
    started.current = true;
    try {
      const photo = await openPhoto(file);
      const size = fitWithin(photo.width, photo.height);
      const work = document.createElement('canvas');
      work.width = size.width;
      work.height = size.height;
      const context = work.getContext('2d');
      if (!context) throw new PhotoError('This browser cannot draw on a canvas.');
      context.imageSmoothingQuality = 'high';
      context.drawImage(photo.bitmap, 0, 0, size.width, size.height);
      photo.bitmap.close();
      setBefore(work.toDataURL('image/jpeg', 0.9));
      setSource({
        label: `“${file.name}”`,
        ...size,
        pixels: context.getImageData(0, 0, size.width, size.height).data,
      });
    } catch (error) {
      setFileError(
        error instanceof PhotoError ? error.message : 'This photo could not be opened. Try a JPG or PNG.',
      );
    } finally {
      setOpening(false);
    }
  };

  const download = async () => {
    if (!canvas.current || phase.step !== 'done' || !source) return;
    const name = fileName(
      [
        'portrait',
        settings.style,
        source.label === SAMPLE_LABEL ? 'sample' : source.label.replace(/\.[a-z0-9]+”?$/i, ''),
      ],
      'png',
    );
    saveBlob(await canvasToPng(canvas.current), name);
    setPhase({ step: 'done', alt: `${phase.alt}. Saved ${name}.` });
  };

  const status = opening
    ? 'Opening your photo…'
    : phase.step === 'working'
      ? 'Applying the style…'
      : phase.step === 'done'
        ? `Generated: ${phase.alt}.`
        : phase.step === 'failed'
          ? phase.message
          : 'The styled picture appears here in a moment.';
  const fileId = `${id}-file`;

  return (
    <div
      className={kitStyles.island}
      data-ready={hydrated ? 'true' : undefined}
      onFocus={start}
      onPointerEnter={start}
    >
      <div className={mediaStyles.card}>
        <section className={mediaStyles.previewPane} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className={kitStyles.resultTitle}>
            Your portrait
          </h2>
          <div className={mediaStyles.previewSticky}>
            <div className={styles.compare}>
              <figure>
                {/* eslint-disable-next-line @next/next/no-img-element -- a picture made in this page */}
                <img src={before} alt={`Before: ${source?.label ?? SAMPLE_LABEL}`} data-portrait-before />
                <figcaption>Before</figcaption>
              </figure>
              <figure>
                <canvas
                  ref={canvas}
                  width={PORTRAIT_SIDE}
                  height={PORTRAIT_SIDE}
                  role="img"
                  aria-label={phase.step === 'done' ? phase.alt : 'The styled picture, not drawn yet'}
                  aria-busy={phase.step === 'working' ? true : undefined}
                  data-portrait-after={phase.step}
                />
                <figcaption>After</figcaption>
              </figure>
            </div>
            <p
              role="status"
              aria-live="polite"
              className={phase.step === 'failed' ? mediaStyles.statusFailed : mediaStyles.status}
            >
              {status}
            </p>
            <div className={styles.downloadRow}>
              <Button onClick={() => void download()} disabled={phase.step !== 'done'}>
                Download PNG{source ? ` (${source.width} × ${source.height})` : ''}
              </Button>
            </div>
          </div>
        </section>

        <form
          className={mediaStyles.controls}
          aria-label="Portrait settings"
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
              className={mediaStyles.fileInput}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={`${fileId}-help${fileError ? ` ${fileId}-error` : ''}`}
              onChange={(event) => void choose(event)}
            />
            <p id={`${fileId}-help`} className={fieldStyles.help}>
              JPG, PNG, WebP or GIF up to {MAX_FILE_MB} MB. It stays on your device and is worked on at up to{' '}
              {PORTRAIT_SIDE} pixels on its longest side.
            </p>
            {fileError ? (
              <p id={`${fileId}-error`} className={fieldStyles.error} role="alert">
                {fileError}
              </p>
            ) : null}
            {source && source.label !== SAMPLE_LABEL ? (
              <button
                type="button"
                className={actionButton}
                onClick={() =>
                  void loadSample().catch(() =>
                    setPhase({ step: 'failed', message: 'The sample could not be drawn in this browser.' }),
                  )
                }
              >
                Use the sample portrait instead
              </button>
            ) : null}
          </div>
          <SelectField
            id={`${id}-style`}
            label="Style"
            value={settings.style}
            options={PORTRAIT_STYLES}
            onChange={(style) => update({ style })}
          />
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-strength`} className={fieldStyles.label}>
              Strength: <span className={styles.rangeValue}>{settings.strength}%</span>
            </label>
            <input
              id={`${id}-strength`}
              type="range"
              className={styles.range}
              min={0}
              max={100}
              step={5}
              value={settings.strength}
              onChange={(event) => update({ strength: Number(event.target.value) })}
            />
          </div>
          {settings.style === 'duotone' ? (
            <SelectField
              id={`${id}-tone`}
              label="Duotone colors"
              value={settings.tone}
              options={DUOTONES}
              onChange={(tone) => update({ tone })}
            />
          ) : null}
        </form>
      </div>
      <HowItWorks
        method={method}
        explanation={{
          formula: 'photo → pixels (up to 1,024 px) → style filter in a worker → canvas → PNG',
          steps: [
            `Picture: ${source ? `${source.label}, ${source.width} × ${source.height} pixels` : SAMPLE_LABEL}.`,
            `Style: ${PORTRAIT_STYLES.find((s) => s.id === settings.style)?.label}, strength ${settings.strength}%.`,
          ],
        }}
      />
    </div>
  );
}
