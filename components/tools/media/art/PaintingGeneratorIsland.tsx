'use client';

import { useCallback, useDeferredValue, useId, useMemo } from 'react';
import { fileName } from '@/lib/media/art/link';
import {
  drawPainting,
  PAINT_STYLES,
  PALETTES,
  PALETTE_IDS,
  type PaintingSettings,
} from '@/lib/media/art/painting';
import { PAINTING_DEFAULTS, PAINTING_PARAMS } from '@/lib/media/art/painting-settings';
import { describeReading, MAX_PROMPT } from '@/lib/media/art/prompt';
import { cleanSeed } from '@/lib/media/art/random';
import { FORMATS, formatOf, type FormatId } from '@/lib/media/art/sizes';
import fieldStyles from '../../fields/fields.module.css';
import { HowItWorks } from '@/components/tools/kit/Method';
import kitStyles from '../../kit/kit.module.css';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { Segmented } from '../Choices';
import mediaStyles from '../media.module.css';
import { ArtDownloads } from './ArtDownloads';
import { ArtPreview } from './ArtPreview';
import { ArtVariations } from './ArtVariations';
import { PromptAi } from './PromptAi';
import { SeedField, SelectField } from './SeedField';
import styles from './art.module.css';
import { useArtSettings, useSettled } from './useArtSettings';

type PaletteChoice = PaintingSettings['palette'];

/** The painting generator: a style, a palette (preset or read from the prompt) and a code. */
export function PaintingGeneratorIsland({
  method,
  aiEnabled,
}: {
  method: readonly string[];
  aiEnabled: boolean;
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const [settings, update] = useArtSettings(PAINTING_DEFAULTS, PAINTING_PARAMS);
  const seed = cleanSeed(settings.seed, PAINTING_DEFAULTS.seed);
  const prompt = useDeferredValue(settings.prompt);
  const { style, palette, colors, format: formatId } = settings;
  const painting = useMemo(
    () => drawPainting({ prompt, seed, style, palette, colors, format: formatId }),
    [prompt, seed, style, palette, colors, formatId],
  );
  const settled = useSettled(painting.alt);
  const format = formatOf(formatId);
  const drawVariation = useCallback(
    (code: string) => drawPainting({ prompt, seed: code, style, palette, colors, format: formatId }).svg,
    [prompt, style, palette, colors, formatId],
  );
  const paletteOptions: { id: PaletteChoice; label: string }[] = [
    { id: 'prompt', label: 'From my prompt' },
    ...PALETTE_IDS.map((p) => ({ id: p, label: PALETTES[p].label })),
    ...(settings.palette === 'custom' || settings.colors
      ? [{ id: 'custom' as const, label: 'AI suggestion' }]
      : []),
  ];
  const promptId = `${id}-prompt`;

  return (
    <div className={kitStyles.island} data-ready={hydrated ? 'true' : undefined}>
      <div className={mediaStyles.card}>
        <section className={mediaStyles.previewPane} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className={kitStyles.resultTitle}>
            Your painting
          </h2>
          <div className={mediaStyles.previewSticky}>
            <ArtPreview
              svg={painting.svg}
              alt={painting.alt}
              width={painting.width}
              height={painting.height}
              status={`Generated: ${settled}.`}
            />
            <p className={styles.read} data-prompt-read>
              <strong>Palette:</strong> {painting.paletteName} ({painting.colors.join(', ')})
              {settings.palette === 'prompt'
                ? painting.reading.fallback
                  ? '. No color words found in your prompt.'
                  : `, read from your prompt: ${describeReading(painting.reading)}.`
                : '.'}
            </p>
            <ArtDownloads
              svg={() => painting.svg}
              baseName={fileName(['painting', settings.style, seed], 'x').replace(/\.x$/, '')}
              sizes={[
                { width: format.width, height: format.height, label: 'full size' },
                { width: format.width * 2, height: format.height * 2, label: 'print size' },
                { width: format.width / 2, height: format.height / 2, label: 'half size' },
              ]}
            />
          </div>
        </section>

        <form
          className={mediaStyles.controls}
          aria-label="Painting settings"
          noValidate
          onSubmit={(e) => e.preventDefault()}
        >
          <div className={fieldStyles.field}>
            <label htmlFor={promptId} className={fieldStyles.label}>
              Describe the painting
            </label>
            <textarea
              id={promptId}
              className={`${fieldStyles.input} ${styles.textarea}`}
              value={settings.prompt}
              maxLength={MAX_PROMPT}
              aria-describedby={`${promptId}-help`}
              onChange={(event) => update({ prompt: event.target.value })}
            />
            <p id={`${promptId}-help`} className={fieldStyles.help}>
              With “From my prompt”, words such as sunset, night, sea, forest, desert, pastel, vivid or moody
              pick the colors.
            </p>
          </div>
          <SelectField
            id={`${id}-style`}
            label="Style"
            value={settings.style}
            options={PAINT_STYLES}
            onChange={(style) => update({ style })}
          />
          <SelectField
            id={`${id}-palette`}
            label="Palette"
            value={settings.palette}
            options={paletteOptions}
            onChange={(palette) => update({ palette })}
          />
          <Segmented
            legend="Size"
            name={`${id}-format`}
            options={FORMATS.map((f) => ({ id: f.id, label: f.label }))}
            value={settings.format}
            onChange={(value: FormatId) => update({ format: value })}
          />
          <SeedField id={`${id}-seed`} value={settings.seed} onChange={(value) => update({ seed: value })} />
          {aiEnabled ? (
            <PromptAi
              prompt={settings.prompt}
              kind="painting"
              onUse={(idea) => {
                const extra = [...idea.keywords, ...(idea.mood ? [idea.mood] : [])].filter(
                  (word) => !settings.prompt.toLowerCase().includes(word),
                );
                update({
                  prompt: extra.length
                    ? `${settings.prompt.trim()} ${extra.join(' ')}`.slice(0, MAX_PROMPT)
                    : settings.prompt,
                  ...(idea.palette.length >= 2
                    ? { palette: 'custom' as const, colors: idea.palette.join(',') }
                    : {}),
                });
              }}
            />
          ) : null}
        </form>
      </div>
      {hydrated ? (
        <ArtVariations seed={seed} draw={drawVariation} onPick={(code) => update({ seed: code })} />
      ) : null}
      <HowItWorks
        method={method}
        explanation={{
          formula: 'style algorithm (palette, picture code) → SVG layers → PNG on a canvas',
          steps: [
            `Style: ${PAINT_STYLES.find((s) => s.id === settings.style)?.label}.`,
            `Palette: ${painting.paletteName}; the first color (${painting.colors[0]}) is the ground, the other four are the paint.`,
            `The picture code “${seed}” seeds every position, size, angle and color pick.`,
            `Size: ${painting.width} × ${painting.height}. Textures such as the watercolor edges are SVG filters, applied by your browser when it shows or rasterizes the picture.`,
          ],
        }}
      />
    </div>
  );
}
