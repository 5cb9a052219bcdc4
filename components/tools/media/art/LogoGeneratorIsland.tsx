'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { fileName, settingsToQuery } from '@/lib/media/art/link';
import {
  cleanName,
  drawLogo,
  industryOf,
  INDUSTRIES,
  LOGO_LAYOUTS,
  LOGO_STYLES,
  MAX_NAME,
  MAX_TAGLINE,
  type IconNodes,
  type Logo,
  type LogoSettings,
} from '@/lib/media/art/logo';
import { LOGO_DEFAULTS, LOGO_PARAMS, logoPngSizes, MARK_SIZES } from '@/lib/media/art/logo-settings';
import { cleanSeed } from '@/lib/media/art/random';
import fieldStyles from '../../fields/fields.module.css';
import { HowItWorks } from '@/components/tools/kit/Method';
import kitStyles from '../../kit/kit.module.css';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { Segmented, Toggle } from '../Choices';
import mediaStyles from '../media.module.css';
import { ArtDownloads } from './ArtDownloads';
import { ArtPreview } from './ArtPreview';
import { ArtVariations } from './ArtVariations';
import { SeedField, SelectField } from './SeedField';
import styles from './art.module.css';
import { useArtSettings, useSettled } from './useArtSettings';

type Icons = { state: 'off' } | { state: 'failed' } | { state: 'on'; nodes: IconNodes };

let iconLoad: Promise<IconNodes> | undefined;
/** The icon drawings, fetched once per page on first use. */
function loadIcons(): Promise<IconNodes> {
  iconLoad ??= import('@/lib/media/art/logo-icons').then((m) => m.ICON_NODES as IconNodes);
  iconLoad.catch(() => (iconLoad = undefined));
  return iconLoad;
}

/**
 * The logo generator. The default logo is drawn on the server (with its icon) and arrives as a
 * prop; the icon set loads when the visitor first reaches for a control, or when the browser is
 * idle. Monograms need no icons and draw at once.
 */
export function LogoGeneratorIsland({ method, initial }: { method: readonly string[]; initial: Logo }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const [settings, update] = useArtSettings(LOGO_DEFAULTS, LOGO_PARAMS);
  const [icons, setIcons] = useState<Icons>({ state: 'off' });
  const seed = cleanSeed(settings.seed, LOGO_DEFAULTS.seed);

  const loading = useRef(false);
  // State changes only when the icons arrive (or fail), never synchronously inside an effect.
  const warmUp = () => {
    if (icons.state === 'on' || loading.current) return;
    loading.current = true;
    loadIcons().then(
      (nodes) => setIcons({ state: 'on', nodes }),
      () => {
        loading.current = false;
        setIcons({ state: 'failed' });
      },
    );
  };
  useEffect(() => {
    if (!('requestIdleCallback' in window)) return;
    const idle = window.requestIdleCallback(() => warmUp(), { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const query = settingsToQuery(settings, LOGO_DEFAULTS);
  useEffect(() => {
    // A shared link or a changed setting needs the icons to draw.
    if (query && settings.layout !== 'monogram') warmUp();
  }, [query]); // eslint-disable-line react-hooks/exhaustive-deps

  const resolved: LogoSettings = { ...settings, seed };
  const nodes = icons.state === 'on' ? icons.nodes : null;
  const canDraw = nodes !== null || settings.layout === 'monogram';
  const isDefault = !settingsToQuery(resolved, LOGO_DEFAULTS);
  const key = JSON.stringify(resolved);
  const logo = useMemo(
    () => (canDraw ? drawLogo(resolved, nodes ?? {}) : isDefault ? initial : null),
    [canDraw, nodes, isDefault, initial, key], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const shown = logo ?? initial;
  const settled = useSettled(shown.alt, 500);
  const drawVariation = useCallback(
    (code: string) => drawLogo({ ...settings, seed: code }, nodes ?? {}).svg,
    [key, nodes], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const industry = industryOf(settings.industry);
  const iconChoice = industry.icons.some((i) => i.id === settings.icon) ? settings.icon : 'any';
  const nameMissing = !cleanName(settings.name);
  const base = fileName(['logo', cleanName(settings.name), seed], 'x').replace(/\.x$/, '');
  const status =
    icons.state === 'failed' && !logo
      ? 'The icons could not load. Check your connection, or choose the Monogram layout, which needs none.'
      : !logo
        ? 'Loading the icons…'
        : `Generated: ${settled}.`;

  return (
    <div
      className={kitStyles.island}
      data-ready={hydrated ? 'true' : undefined}
      onFocus={warmUp}
      onPointerEnter={warmUp}
    >
      <div className={mediaStyles.card}>
        <section className={mediaStyles.previewPane} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className={kitStyles.resultTitle}>
            Your logo
          </h2>
          <div className={mediaStyles.previewSticky}>
            <ArtPreview
              svg={shown.svg}
              alt={shown.alt}
              width={shown.width}
              height={shown.height}
              status={status}
              failed={icons.state === 'failed' && !logo}
              busy={!logo}
            />
            <div className={styles.read} data-contrast>
              <strong>Contrast (WCAG AA):</strong>
              <ul className={styles.checks}>
                {shown.colors.checks.map((check) => (
                  <li key={check.label}>
                    {check.label}: {check.ratio.toFixed(1)}:1,{' '}
                    {check.ratio >= check.needed ? 'passes' : 'fails'} (needs {check.needed}:1)
                  </li>
                ))}
              </ul>
            </div>
            <ArtDownloads
              title="Logo"
              svg={() => shown.svg}
              baseName={base}
              sizes={logoPngSizes(shown.width, shown.height)}
            />
            <ArtDownloads
              title="Icon mark"
              svg={() => shown.markSvg}
              baseName={`${base}-icon`}
              sizes={MARK_SIZES}
              copyLink={false}
            />
          </div>
        </section>

        <form
          className={mediaStyles.controls}
          aria-label="Logo settings"
          noValidate
          onSubmit={(e) => e.preventDefault()}
        >
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-name`} className={fieldStyles.label}>
              Brand name
            </label>
            <input
              id={`${id}-name`}
              type="text"
              className={fieldStyles.input}
              value={settings.name}
              maxLength={MAX_NAME}
              autoComplete="organization"
              aria-invalid={nameMissing ? true : undefined}
              aria-describedby={nameMissing ? `${id}-name-error` : undefined}
              onChange={(event) => update({ name: event.target.value })}
            />
            {nameMissing ? (
              <p id={`${id}-name-error`} className={fieldStyles.error}>
                Type your brand name; the logo shows “Your brand” until then.
              </p>
            ) : null}
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-tagline`} className={fieldStyles.label}>
              Tagline (optional)
            </label>
            <input
              id={`${id}-tagline`}
              type="text"
              className={fieldStyles.input}
              value={settings.tagline}
              maxLength={MAX_TAGLINE}
              autoComplete="off"
              onChange={(event) => update({ tagline: event.target.value })}
            />
          </div>
          <div className={fieldStyles.grid}>
            <SelectField
              id={`${id}-industry`}
              label="Industry"
              value={settings.industry}
              options={INDUSTRIES}
              onChange={(value) => update({ industry: value, icon: 'any' })}
            />
            <SelectField<string>
              id={`${id}-icon`}
              label="Icon"
              value={iconChoice}
              options={[{ id: 'any', label: `Any (${shown.icon.label})` }, ...industry.icons]}
              onChange={(value) => update({ icon: value })}
            />
            <SelectField
              id={`${id}-style`}
              label="Style"
              value={settings.style}
              options={LOGO_STYLES}
              onChange={(value) => update({ style: value })}
            />
          </div>
          <Segmented
            legend="Layout"
            name={`${id}-layout`}
            options={LOGO_LAYOUTS}
            value={settings.layout}
            onChange={(layout) => update({ layout })}
          />
          <Toggle
            id={`${id}-transparent`}
            label="Transparent background"
            checked={settings.transparent}
            onChange={(transparent) => update({ transparent })}
          />
          <SeedField id={`${id}-seed`} value={settings.seed} onChange={(value) => update({ seed: value })} />
          <p className={fieldStyles.help}>The picture code picks the color palette and, on Any, the icon.</p>
        </form>
      </div>
      {hydrated && canDraw ? (
        <ArtVariations
          seed={seed}
          draw={drawVariation}
          describe="Other palettes and icons for the same name, style and layout."
          onPick={(code) => update({ seed: code })}
        />
      ) : null}
      <HowItWorks
        method={method}
        explanation={{
          formula: 'picture code → palette and icon → layout → contrast adjusted to WCAG AA → SVG',
          steps: [
            `Palette: ${shown.colors.name}. ${shown.colors.checks.map((c) => `${c.label} ${c.ratio.toFixed(1)}:1`).join('; ')}.`,
            settings.layout === 'monogram'
              ? 'Monogram: the initials of the first two words of the name.'
              : `Icon: ${shown.icon.label} (Lucide).`,
            `Logo ${shown.width} × ${shown.height}; icon mark 512 × 512, saved as PNG down to 16 × 16 for a favicon.`,
          ],
        }}
      />
    </div>
  );
}
