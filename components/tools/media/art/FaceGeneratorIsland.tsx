'use client';

import { useCallback, useId, useMemo } from 'react';
import {
  drawFace,
  FACE_FEATURES,
  FACE_SIZE,
  FEATURE_IDS,
  FEATURE_LABELS,
  type FaceSettings,
} from '@/lib/media/art/face';
import { FACE_DEFAULTS, FACE_PARAMS } from '@/lib/media/art/face-settings';
import { fileName } from '@/lib/media/art/link';
import { cleanSeed } from '@/lib/media/art/random';
import fieldStyles from '../../fields/fields.module.css';
import { HowItWorks } from '@/components/tools/kit/Method';
import { actionButton } from '../../kit/buttons';
import kitStyles from '../../kit/kit.module.css';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import mediaStyles from '../media.module.css';
import { ArtDownloads } from './ArtDownloads';
import { ArtPreview } from './ArtPreview';
import { ArtVariations } from './ArtVariations';
import { SeedField, SelectField } from './SeedField';
import styles from './art.module.css';
import { useArtSettings, useSettled } from './useArtSettings';

/** The face generator: every feature a select (Any lets the picture code choose), plus a width slider. */
export function FaceGeneratorIsland({ method }: { method: readonly string[] }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const [settings, update] = useArtSettings(FACE_DEFAULTS, FACE_PARAMS);
  const seed = cleanSeed(settings.seed, FACE_DEFAULTS.seed);
  const face = useMemo(() => drawFace({ ...settings, seed }), [settings, seed]);
  const settled = useSettled(face.alt, 300);
  const drawVariation = useCallback((code: string) => drawFace({ ...settings, seed: code }).svg, [settings]);
  const fixed = FEATURE_IDS.filter((feature) => settings[feature] !== 'any');

  return (
    <div className={kitStyles.island} data-ready={hydrated ? 'true' : undefined}>
      <div className={mediaStyles.card}>
        <section className={mediaStyles.previewPane} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className={kitStyles.resultTitle}>
            Your face
          </h2>
          <div className={mediaStyles.previewSticky}>
            <ArtPreview
              svg={face.svg}
              alt={face.alt}
              width={FACE_SIZE}
              height={FACE_SIZE}
              status={`Generated: ${settled}.`}
            />
            <ArtDownloads
              svg={() => face.svg}
              baseName={fileName(['face', seed], 'x').replace(/\.x$/, '')}
              sizes={[
                { width: 512, height: 512 },
                { width: 1024, height: 1024 },
                { width: 256, height: 256 },
              ]}
            />
          </div>
        </section>

        <form
          className={mediaStyles.controls}
          aria-label="Face settings"
          noValidate
          onSubmit={(e) => e.preventDefault()}
        >
          <SeedField id={`${id}-seed`} value={settings.seed} onChange={(value) => update({ seed: value })} />
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-width`} className={fieldStyles.label}>
              Face width: <span className={styles.rangeValue}>{settings.width}%</span>
            </label>
            <input
              id={`${id}-width`}
              type="range"
              className={styles.range}
              min={85}
              max={115}
              step={1}
              value={settings.width}
              onChange={(event) => update({ width: Number(event.target.value) })}
            />
          </div>
          <div className={fieldStyles.grid}>
            {FEATURE_IDS.map((feature) => (
              <SelectField<string>
                key={feature}
                id={`${id}-${feature}`}
                label={FEATURE_LABELS[feature]}
                value={settings[feature]}
                options={[
                  { id: 'any', label: `Any (${labelOf(feature, face.choices[feature])})` },
                  ...FACE_FEATURES[feature],
                ]}
                onChange={(value) => update({ [feature]: value } as Partial<FaceSettings>)}
              />
            ))}
          </div>
          <p className={fieldStyles.help}>
            Features on Any are picked by the picture code; the choice in brackets is what it picked.
          </p>
          {fixed.length ? (
            <button
              type="button"
              className={actionButton}
              onClick={() =>
                update(Object.fromEntries(fixed.map((f) => [f, 'any'])) as Partial<FaceSettings>)
              }
            >
              Set every feature back to Any
            </button>
          ) : null}
        </form>
      </div>
      {hydrated ? (
        <ArtVariations
          seed={seed}
          draw={drawVariation}
          describe="Other picture codes, keeping the features you chose."
          onPick={(code) => update({ seed: code })}
        />
      ) : null}
      <HowItWorks
        method={method}
        explanation={{
          formula: 'picture code → random sequence → one pick per feature on Any → SVG',
          steps: [
            `Picture code “${seed}”. Chosen by you: ${fixed.length ? fixed.map((f) => FEATURE_LABELS[f].toLowerCase()).join(', ') : 'nothing yet, so every feature came from the code'}.`,
            `${face.alt}.`,
            `Face width ${settings.width}% of the standard head.`,
          ],
        }}
      />
    </div>
  );
}

function labelOf(feature: keyof typeof FACE_FEATURES, value: string): string {
  const list: readonly { id: string; label: string }[] = FACE_FEATURES[feature];
  return list.find((o) => o.id === value)?.label ?? value;
}
