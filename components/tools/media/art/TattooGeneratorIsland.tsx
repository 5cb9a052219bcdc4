'use client';

import { useCallback, useId, useMemo } from 'react';
import { fileName } from '@/lib/media/art/link';
import { cleanSeed } from '@/lib/media/art/random';
import {
  cleanTattooText,
  drawTattoo,
  LETTERING_STYLES,
  LINE_WEIGHTS,
  MAX_TATTOO_TEXT,
  TATTOO_BACKGROUNDS,
  TATTOO_DESIGNS,
} from '@/lib/media/art/tattoo';
import { TATTOO_DEFAULTS, TATTOO_PARAMS } from '@/lib/media/art/tattoo-settings';
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
import { useArtSettings, useSettled } from './useArtSettings';

/** The tattoo generator: a design, ink or stencil, a skin or paper ground and a picture code. */
export function TattooGeneratorIsland({ method }: { method: readonly string[] }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const [settings, update] = useArtSettings(TATTOO_DEFAULTS, TATTOO_PARAMS);
  const seed = cleanSeed(settings.seed, TATTOO_DEFAULTS.seed);
  const tattoo = useMemo(() => drawTattoo({ ...settings, seed }), [settings, seed]);
  const settled = useSettled(tattoo.alt, 500);
  const drawVariation = useCallback(
    (code: string) => drawTattoo({ ...settings, seed: code }).svg,
    [settings],
  );
  const textId = `${id}-text`;
  const lettering = settings.design === 'lettering';
  const emptyText = lettering && !cleanTattooText(settings.text);

  return (
    <div className={kitStyles.island} data-ready={hydrated ? 'true' : undefined}>
      <div className={mediaStyles.card}>
        <section className={mediaStyles.previewPane} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className={kitStyles.resultTitle}>
            Your tattoo design
          </h2>
          <div className={mediaStyles.previewSticky}>
            <ArtPreview
              svg={tattoo.svg}
              alt={tattoo.alt}
              width={tattoo.width}
              height={tattoo.height}
              status={`Generated: ${settled}.`}
            />
            <ArtDownloads
              svg={() => tattoo.svg}
              baseName={fileName(
                [
                  'tattoo',
                  settings.design,
                  lettering ? tattoo.text : '',
                  settings.stencil ? 'stencil' : '',
                  seed,
                ],
                'x',
              ).replace(/\.x$/, '')}
              sizes={[
                { width: tattoo.width, height: tattoo.height },
                { width: tattoo.width * 2, height: tattoo.height * 2, label: 'print' },
              ]}
            />
          </div>
        </section>

        <form
          className={mediaStyles.controls}
          aria-label="Tattoo settings"
          noValidate
          onSubmit={(e) => e.preventDefault()}
        >
          <SelectField
            id={`${id}-design`}
            label="Design"
            value={settings.design}
            options={TATTOO_DESIGNS}
            onChange={(design) => update({ design })}
          />
          {lettering ? (
            <>
              <div className={fieldStyles.field}>
                <label htmlFor={textId} className={fieldStyles.label}>
                  Your lettering
                </label>
                <input
                  id={textId}
                  type="text"
                  className={fieldStyles.input}
                  value={settings.text}
                  maxLength={MAX_TATTOO_TEXT}
                  autoComplete="off"
                  aria-invalid={emptyText ? true : undefined}
                  aria-describedby={`${textId}-help${emptyText ? ` ${textId}-error` : ''}`}
                  onChange={(event) => update({ text: event.target.value })}
                />
                <p id={`${textId}-help`} className={fieldStyles.help}>
                  A word, name, date or short phrase, up to {MAX_TATTOO_TEXT} characters.
                </p>
                {emptyText ? (
                  <p id={`${textId}-error`} className={fieldStyles.error}>
                    Type the words to letter; until then the design shows “Courage”.
                  </p>
                ) : null}
              </div>
              <SelectField
                id={`${id}-lettering`}
                label="Lettering style"
                value={settings.lettering}
                options={LETTERING_STYLES}
                onChange={(value) => update({ lettering: value })}
              />
            </>
          ) : null}
          <SelectField
            id={`${id}-background`}
            label="Background"
            value={settings.background}
            options={TATTOO_BACKGROUNDS}
            onChange={(background) => update({ background })}
            help="A skin tone previews the ink on skin; use white or transparent for the stencil file."
          />
          <Segmented
            legend="Line weight"
            name={`${id}-weight`}
            options={LINE_WEIGHTS}
            value={settings.weight}
            onChange={(weight) => update({ weight })}
          />
          <Toggle
            id={`${id}-stencil`}
            label="Stencil mode (outlines only, no solid fills)"
            checked={settings.stencil}
            onChange={(stencil) => update({ stencil })}
          />
          <SeedField id={`${id}-seed`} value={settings.seed} onChange={(value) => update({ seed: value })} />
        </form>
      </div>
      {hydrated ? (
        <ArtVariations seed={seed} draw={drawVariation} onPick={(code) => update({ seed: code })} />
      ) : null}
      <HowItWorks
        method={method}
        explanation={{
          formula: 'design recipe (picture code, line weight) → symmetric paths → SVG',
          steps: [
            `Design: ${TATTOO_DESIGNS.find((d) => d.id === settings.design)?.label}, ${tattoo.width} × ${tattoo.height}.`,
            settings.stencil
              ? 'Stencil mode: every solid area is drawn as its outline, ready to print on thermal stencil paper.'
              : 'Ink mode: solid areas are filled black (#111111).',
            `Picture code “${seed}” sets the number of rings, petals, sides and motifs.`,
          ],
        }}
      />
    </div>
  );
}
