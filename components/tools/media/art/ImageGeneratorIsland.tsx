'use client';

import { useCallback, useDeferredValue, useId, useMemo } from 'react';
import { fileName } from '@/lib/media/art/link';
import { cleanSeed } from '@/lib/media/art/random';
import { explainScene } from '@/lib/media/art/explain';
import { drawScene } from '@/lib/media/art/scene';
import { SCENE_DEFAULTS, SCENE_PARAMS } from '@/lib/media/art/scene-settings';
import { MAX_PROMPT } from '@/lib/media/art/prompt';
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
import { SeedField } from './SeedField';
import styles from './art.module.css';
import { useArtSettings, useSettled } from './useArtSettings';

/**
 * The image generator: a prompt read for scene words, drawn as a vector scene in the browser.
 * Everything is computed from the settings, so the server renders the default picture into the page.
 */
export function ImageGeneratorIsland({
  method,
  aiEnabled,
}: {
  method: readonly string[];
  aiEnabled: boolean;
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const [settings, update] = useArtSettings(SCENE_DEFAULTS, SCENE_PARAMS);
  const seed = cleanSeed(settings.seed, SCENE_DEFAULTS.seed);
  const prompt = useDeferredValue(settings.prompt);
  const scene = useMemo(
    () => drawScene({ prompt, seed, format: settings.format }),
    [prompt, seed, settings.format],
  );
  const settled = useSettled(scene.alt);
  const format = formatOf(settings.format);
  const drawVariation = useCallback(
    (code: string) => drawScene({ prompt, seed: code, format: settings.format }).svg,
    [prompt, settings.format],
  );
  const promptId = `${id}-prompt`;
  const tooLong = settings.prompt.length >= MAX_PROMPT;

  return (
    <div className={kitStyles.island} data-ready={hydrated ? 'true' : undefined}>
      <div className={mediaStyles.card}>
        <section className={mediaStyles.previewPane} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className={kitStyles.resultTitle}>
            Your picture
          </h2>
          <div className={mediaStyles.previewSticky}>
            <ArtPreview
              svg={scene.svg}
              alt={scene.alt}
              width={scene.width}
              height={scene.height}
              status={`Generated: ${settled}.`}
            />
            <p className={styles.read} data-prompt-read>
              <strong>Read from your prompt:</strong> {scene.read}
              {scene.reading.fallback ? ' (no scene words found, so rolling hills by day)' : ''}
            </p>
            <ArtDownloads
              svg={() => scene.svg}
              baseName={fileName(['scene', ...scene.reading.features, seed], 'x').replace(/\.x$/, '')}
              sizes={[
                { width: format.width, height: format.height, label: 'full size' },
                { width: format.width / 2, height: format.height / 2, label: 'half size' },
                { width: format.width * 2, height: format.height * 2, label: 'double size' },
              ]}
            />
          </div>
        </section>

        <form
          className={mediaStyles.controls}
          aria-label="Picture settings"
          noValidate
          onSubmit={(e) => e.preventDefault()}
        >
          <div className={fieldStyles.field}>
            <label htmlFor={promptId} className={fieldStyles.label}>
              Describe the picture
            </label>
            <textarea
              id={promptId}
              className={`${fieldStyles.input} ${styles.textarea}`}
              value={settings.prompt}
              maxLength={MAX_PROMPT}
              aria-describedby={`${promptId}-help${tooLong ? ` ${promptId}-error` : ''}`}
              onChange={(event) => update({ prompt: event.target.value })}
            />
            <p id={`${promptId}-help`} className={fieldStyles.help}>
              Words it knows: dawn, day, sunset, night; mountains, sea or lake, city, forest, desert, space,
              hills; clouds, rain, snow, fog, storm; birds, boats, lighthouse, northern lights; calm, vivid,
              moody, warm, cool, pastel.
            </p>
            {tooLong ? (
              <p id={`${promptId}-error`} className={fieldStyles.error}>
                Prompts are read up to {MAX_PROMPT} characters.
              </p>
            ) : null}
          </div>
          <Segmented
            legend="Size"
            name={`${id}-format`}
            options={FORMATS.map((f) => ({ id: f.id, label: f.label }))}
            value={settings.format}
            onChange={(value: FormatId) => update({ format: value })}
          />
          <p className={fieldStyles.help}>
            {format.label}: {format.width} × {format.height} pixels, for {format.use}.
          </p>
          <SeedField id={`${id}-seed`} value={settings.seed} onChange={(value) => update({ seed: value })} />
          {aiEnabled ? (
            <PromptAi
              prompt={settings.prompt}
              kind="image"
              onUse={(idea) => {
                const extra = [...idea.keywords, ...(idea.mood ? [idea.mood] : [])].filter(
                  (word) => !settings.prompt.toLowerCase().includes(word),
                );
                if (extra.length)
                  update({ prompt: `${settings.prompt.trim()} ${extra.join(' ')}`.slice(0, MAX_PROMPT) });
              }}
            />
          ) : null}
        </form>
      </div>
      {hydrated ? (
        <ArtVariations seed={seed} draw={drawVariation} onPick={(code) => update({ seed: code })} />
      ) : null}
      <HowItWorks method={method} explanation={explainScene(scene, seed)} />
    </div>
  );
}
