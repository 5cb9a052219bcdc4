'use client';

import { useDeferredValue, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { drawIfReady, loadKit, loadStyle, readyStyle } from '@/lib/media/avatar-loader';
import {
  BACKGROUNDS,
  DEFAULT_SETTINGS,
  effectiveSeed,
  MAX_SEED,
  SHAPES,
  SIZES,
  sameSettings,
  settingsFromQuery,
  settingsToQuery,
  variationSeeds,
  type AvatarSettings,
} from '@/lib/media/avatar-settings';
import { explainAvatar } from '@/lib/media/avatar-explain';
import { STYLE_IDS, STYLE_LABELS, type StyleCredit, type StyleId } from '@/lib/media/avatar-styles';
import { CHARACTER_WORDS } from '@/content/tools/media/character-words';
import { randomName } from '@/lib/media/names';
import { svgDataUri, withoutMetadata } from '@/lib/media/svg-text';
import { replaceQuery } from '@/lib/tools/url-state';
import fieldStyles from '../fields/fields.module.css';
import { HowItWorks } from '@/components/tools/kit/Method';
import { actionButton } from '../kit/buttons';
import kitStyles from '../kit/kit.module.css';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { AvatarDownloads } from './AvatarDownloads';
import { AvatarVariations } from './AvatarVariations';
import { Segmented, Swatches, Toggle } from './Choices';
import { StyleCredit as Credit } from './StyleCredit';
import { StylePicker } from './StylePicker';
import { STYLE_THUMBS } from './style-thumbs';
import styles from './media.module.css';

export type AvatarGeneratorProps = {
  method: readonly string[];
  /** The default avatar, drawn when the site was built, so the page shows it before any script. */
  initialUri: string;
  /** Each style's author and license, read from the style packages when the site was built. */
  credits: Record<StyleId, StyleCredit>;
};

type Live = { state: 'off' } | { state: 'loading'; done: number } | { state: 'on' };

/**
 * The avatar generator: a seed, a style and finishing choices in, an avatar out, drawn by DiceBear
 * in the browser. DiceBear's core and each style pack load on first use (the default style when
 * the browser is idle), and every avatar is shown as an image, never as markup.
 */
export function AvatarGeneratorIsland({ method, initialUri, credits }: AvatarGeneratorProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const [settings, setSettings] = useState<AvatarSettings>(DEFAULT_SETTINGS);
  // What the preview shows: the last settings that could be drawn; null is the build's default.
  const [shown, setShown] = useState<AvatarSettings | null>(null);
  const [loading, setLoading] = useState<StyleId | null>(null);
  const [failed, setFailed] = useState<StyleId | null>(null);
  const [loads, loaded] = useReducer((count: number) => count + 1, 0);
  const [live, setLive] = useState<Live>({ state: 'off' });
  const latest = useRef(settings);
  const urlTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Shows `next` now if its style is here, else fetches it and shows the newest settings on arrival. */
  const show = (next: AvatarSettings) => {
    setFailed(null);
    if (!effectiveSeed(next.seed)) return;
    if (readyStyle(next.style)) {
      setLoading(null);
      setShown(next);
      return;
    }
    setLoading(next.style);
    loadKit(next.style).then(
      () => {
        loaded();
        const now = latest.current;
        // A later choice of another style is waiting for its own pack and will show itself.
        if (now.style !== next.style) return;
        setLoading(null);
        if (effectiveSeed(now.seed)) setShown(now);
      },
      () => {
        if (latest.current.style !== next.style) return;
        setLoading(null);
        setFailed(next.style);
      },
    );
  };

  const update = (patch: Partial<AvatarSettings>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setSettings(next);
    clearTimeout(urlTimer.current);
    urlTimer.current = setTimeout(() => replaceQuery(settingsToQuery(next)), 250);
    show(next);
  };

  useEffect(() => {
    const fromLink = settingsFromQuery(window.location.search);
    let idle: number | undefined;
    if (!sameSettings(fromLink, DEFAULT_SETTINGS)) {
      // A shared link: its avatar is wanted at once.
      latest.current = fromLink;
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setSettings(fromLink);
      show(fromLink);
    } else if ('requestIdleCallback' in window) {
      // Nothing to draw yet: fetch the default style's few kilobytes while the browser is idle, so
      // the first keystroke draws at once.
      idle = window.requestIdleCallback(() => void loadKit(DEFAULT_SETTINGS.style).then(loaded, () => {}), {
        timeout: 4000,
      });
    }
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(urlTimer.current);
    };
    // Runs once after hydration; `show` only reads refs and setters.
  }, []);

  // Focus and pointer events arrive often; only a style that is not here yet is worth a fetch.
  const warmUp = () => {
    if (!readyStyle(latest.current.style)) void loadKit(latest.current.style).then(loaded, () => {});
  };
  const prefetch = (style: StyleId) => void loadStyle(style).catch(() => {});

  const showAllStyles = async () => {
    setLive({ state: 'loading', done: 0 });
    let done = 0;
    // A few at a time: sixteen requests at once would hold up the one the visitor clicks next.
    const queue = [...STYLE_IDS];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        await loadKit(next).catch(() => undefined);
        done += 1;
        setLive({ state: 'loading', done });
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    loaded();
    setLive({ state: 'on' });
  };

  const current = shown ?? DEFAULT_SETTINGS;
  const deferred = useDeferredValue(current);
  const previewUri = useMemo(() => {
    const svg = shown ? drawIfReady(shown) : undefined;
    return svg ? svgDataUri(svg) : initialUri;
    // `loads` changes when a pack arrives, which can make a drawing possible.
  }, [shown, initialUri, loads]); // eslint-disable-line react-hooks/exhaustive-deps

  const pictures = useMemo(() => {
    const found: Partial<Record<StyleId, string>> = {};
    if (live.state === 'off') return found;
    for (const style of STYLE_IDS) {
      const svg = drawIfReady({ ...deferred, style, shape: 'square', flip: false });
      if (svg) found[style] = svgDataUri(withoutMetadata(svg));
    }
    return found;
  }, [deferred, live.state, loads]); // eslint-disable-line react-hooks/exhaustive-deps

  const seedText = effectiveSeed(settings.seed);
  const seedId = `${id}-seed`;
  const seedError = !seedText
    ? 'Type a name or any text to draw an avatar. The one shown is for the last text you entered.'
    : settings.seed.trim().length > MAX_SEED
      ? `Only the first ${MAX_SEED} characters are used.`
      : undefined;
  const label = STYLE_LABELS[current.style];
  const status = failed
    ? `The ${STYLE_LABELS[failed]} style could not load. Check your connection, then choose it again.`
    : loading
      ? `Loading the ${STYLE_LABELS[loading]} style…`
      : `Showing ${label} for “${effectiveSeed(current.seed)}”.`;

  return (
    <div
      className={kitStyles.island}
      data-ready={hydrated ? 'true' : undefined}
      onPointerEnter={warmUp}
      onFocus={warmUp}
    >
      <div className={styles.card}>
        <section className={styles.previewPane} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className={kitStyles.resultTitle}>
            Your avatar
          </h2>
          <div className={styles.previewSticky}>
            <div className={styles.stage} aria-busy={loading ? true : undefined}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn in the page */}
              <img
                src={previewUri}
                alt={`${label} avatar for “${effectiveSeed(current.seed)}”`}
                width={320}
                height={320}
                className={styles.avatar}
                data-avatar-preview
                data-style={current.style}
                data-seed={effectiveSeed(current.seed)}
              />
              {loading ? (
                <span className={styles.stageBusy} aria-hidden="true">
                  <span className={kitStyles.spinner} />
                </span>
              ) : null}
            </div>
            <p role="status" className={failed ? styles.statusFailed : styles.status}>
              {status}
            </p>
            {failed ? (
              <button
                type="button"
                className={`${actionButton} ${styles.retry}`}
                onClick={() => show(latest.current)}
              >
                Try again
              </button>
            ) : null}
            <Credit credit={credits[current.style]} />
            <AvatarDownloads settings={settings} shown={current} />
          </div>
        </section>

        <form
          className={styles.controls}
          aria-label="Avatar settings"
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          <div className={fieldStyles.field}>
            <label htmlFor={seedId} className={fieldStyles.label}>
              Name or any text
            </label>
            <div className={styles.seedRow}>
              <input
                id={seedId}
                type="text"
                className={fieldStyles.input}
                value={settings.seed}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={seedError && !seedText ? true : undefined}
                aria-describedby={`${seedId}-help${seedError ? ` ${seedId}-error` : ''}`}
                onChange={(event) => update({ seed: event.target.value })}
              />
              <button
                type="button"
                className={actionButton}
                onClick={() => update({ seed: randomName(CHARACTER_WORDS.names) })}
              >
                Random
              </button>
            </div>
            <p id={`${seedId}-help`} className={fieldStyles.help}>
              The same text always draws the same avatar, in every browser.
            </p>
            {seedError ? (
              <p id={`${seedId}-error`} className={fieldStyles.error}>
                {seedError}
              </p>
            ) : null}
          </div>

          <StylePicker
            name={`${id}-style`}
            value={settings.style}
            pictures={pictures}
            examples={STYLE_THUMBS}
            onChange={(style) => update({ style })}
            onIntent={prefetch}
            describedBy={`${id}-style-help`}
          />
          <div className={styles.styleHelp}>
            <p id={`${id}-style-help`} className={fieldStyles.help}>
              {live.state === 'on'
                ? `Every style shows “${effectiveSeed(deferred.seed)}”.`
                : `The small pictures show “${DEFAULT_SETTINGS.seed}” in each style.`}
            </p>
            {live.state === 'off' ? (
              <button type="button" className={actionButton} onClick={() => void showAllStyles()}>
                Show my text in every style
              </button>
            ) : null}
            {live.state === 'loading' ? (
              <p className={fieldStyles.help} role="status">
                Loading styles: {live.done} of {STYLE_IDS.length}…
              </p>
            ) : null}
          </div>

          <Swatches
            legend="Background"
            name={`${id}-bg`}
            options={BACKGROUNDS.map((b) => ({ id: b.id, label: b.label, swatch: b.swatch }))}
            value={settings.background}
            onChange={(background) => update({ background })}
          />
          <div className={styles.pair}>
            <Segmented
              legend="Shape"
              name={`${id}-shape`}
              options={SHAPES}
              value={settings.shape}
              onChange={(shape) => update({ shape })}
            />
            <Segmented
              legend="Download size (pixels)"
              name={`${id}-size`}
              options={SIZES.map((size) => ({ id: String(size), label: String(size) }))}
              value={String(settings.size)}
              onChange={(size) => update({ size: Number(size) as AvatarSettings['size'] })}
            />
          </div>
          <Toggle
            id={`${id}-flip`}
            label="Mirror the avatar (flip left to right)"
            checked={settings.flip}
            onChange={(flip) => update({ flip })}
          />
        </form>
      </div>

      <AvatarVariations
        key={variationSeeds(deferred.seed)[0]}
        settings={deferred}
        selectedSeed={effectiveSeed(settings.seed)}
        loads={loads}
        onPick={(seed) => update({ seed })}
      />
      <HowItWorks method={method} explanation={explainAvatar({ ...current, size: settings.size })} />
    </div>
  );
}
