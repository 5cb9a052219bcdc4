'use client';

import { CHARACTER_WORDS } from '@/content/tools/media/character-words';
import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { draw, drawIfReady, loadKit } from '@/lib/media/avatar-loader';
import type { AvatarSettings } from '@/lib/media/avatar-settings';
import { CHARACTER_STYLE_IDS, STYLE_LABELS, type StyleCredit, type StyleId } from '@/lib/media/avatar-styles';
import {
  batch,
  batchFromQuery,
  batchToQuery,
  characterText,
  DEFAULT_BATCH,
  DEFAULT_CHOICE,
  newBatchSeed,
  type Character,
  type StyleChoice,
} from '@/lib/media/characters';
import { svgDataUri } from '@/lib/media/svg-text';
import { saveBlob } from '@/lib/kit/save-file';
import { svgToPngBlob } from '@/lib/media/svg-to-png';
import { replaceQuery } from '@/lib/tools/url-state';
import { Button } from '@/components/ui/Button';
import fieldStyles from '../fields/fields.module.css';
import { HowItWorks } from '@/components/tools/kit/Method';
import { actionButton } from '../kit/buttons';
import kitStyles from '../kit/kit.module.css';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { StyleCredit as Credit } from './StyleCredit';
import styles from './media.module.css';
import { copyOrThrow } from '@/lib/kit/clipboard';

const PNG_SIZE = 512;

const drawing = (person: Character): Omit<AvatarSettings, 'size'> => ({
  style: person.style,
  seed: person.seed,
  background: 'varied',
  shape: 'rounded',
  flip: false,
});

const fileName = (person: Character, extension: string) =>
  `character-${person.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.${extension}`;

/**
 * Six made-up characters at a time, each an illustrated DiceBear avatar with a name and a work
 * profile line, for personas and slides. A batch is its seed, so a link brings the same six back.
 */
export function CharacterGeneratorIsland({
  method,
  credits,
}: {
  method: readonly string[];
  credits: Record<StyleId, StyleCredit>;
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const [batchSeed, setBatchSeed] = useState(DEFAULT_BATCH);
  const [choice, setChoice] = useState<StyleChoice>(DEFAULT_CHOICE);
  const [loads, loaded] = useReducer((count: number) => count + 1, 0);
  const [failed, setFailed] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const people = useMemo(() => batch(batchSeed, choice, CHARACTER_WORDS), [batchSeed, choice]);
  const request = useRef(0);

  /** Fetches the styles these characters are drawn in; the drawings appear as they arrive. */
  const fetchStyles = (list: Character[]) => {
    const ticket = ++request.current;
    setFailed(false);
    const needed = [...new Set(list.map((person) => person.style))];
    Promise.all(needed.map((style) => loadKit(style).then(loaded))).catch(() => {
      if (ticket === request.current) setFailed(true);
    });
  };

  useEffect(() => {
    const fromLink = batchFromQuery(window.location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setBatchSeed(fromLink.batch);
    setChoice(fromLink.choice);
    fetchStyles(batch(fromLink.batch, fromLink.choice, CHARACTER_WORDS));
    // Runs once after hydration.
  }, []);

  const change = (nextSeed: string, nextChoice: StyleChoice) => {
    setBatchSeed(nextSeed);
    setChoice(nextChoice);
    setNote(null);
    replaceQuery(batchToQuery(nextSeed, nextChoice));
    fetchStyles(batch(nextSeed, nextChoice, CHARACTER_WORDS));
  };

  const pictures = useMemo(
    () =>
      people.map((person) => {
        const svg = drawIfReady(drawing(person));
        return svg ? svgDataUri(svg) : undefined;
      }),
    // `loads` marks a style pack arriving, which makes more drawings possible.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [people, loads],
  );
  const waiting = pictures.some((picture) => !picture);

  const run = async (work: () => Promise<string>, failure: string) => {
    try {
      setNote({ ok: true, text: await work() });
    } catch {
      setNote({ ok: false, text: failure });
    }
  };
  const savePng = (person: Character) =>
    run(async () => {
      const svg = await draw(drawing(person), PNG_SIZE);
      saveBlob(await svgToPngBlob(svg, PNG_SIZE), fileName(person, 'png'));
      return `Saved ${fileName(person, 'png')} (${PNG_SIZE} × ${PNG_SIZE} pixels).`;
    }, 'The PNG could not be made in this browser. Try Download SVG instead.');
  const saveSvg = (person: Character) =>
    run(async () => {
      const svg = await draw(drawing(person), PNG_SIZE);
      saveBlob(new Blob([svg], { type: 'image/svg+xml' }), fileName(person, 'svg'));
      return `Saved ${fileName(person, 'svg')}.`;
    }, 'The SVG could not be made. Check your connection and try again.');
  const copyText = (person: Character) =>
    run(async () => {
      await copyOrThrow(characterText(person));
      return `Copied ${person.name}’s name and profile.`;
    }, 'Copying was blocked by the browser: select the text on the card and copy it by hand.');

  const styleId = `${id}-style`;
  const shownStyles = [...new Set(people.map((person) => person.style))];

  return (
    <div className={kitStyles.island} data-ready={hydrated ? 'true' : undefined}>
      <div className={styles.characterBar}>
        <div className={fieldStyles.field}>
          <label htmlFor={styleId} className={fieldStyles.label}>
            Drawing style
          </label>
          <select
            id={styleId}
            className={fieldStyles.select}
            value={choice}
            onChange={(event) => change(batchSeed, event.target.value as StyleChoice)}
          >
            {CHARACTER_STYLE_IDS.map((style) => (
              <option key={style} value={style}>
                {STYLE_LABELS[style]}
              </option>
            ))}
            <option value="mixed">Mixed styles</option>
          </select>
        </div>
        <Button onClick={() => change(newBatchSeed(), choice)}>New characters</Button>
        <p role="status" className={failed || (note && !note.ok) ? styles.statusFailed : styles.status}>
          {failed
            ? 'The drawings could not load. Check your connection, then press New characters.'
            : (note?.text ?? (waiting ? 'Drawing the characters…' : `${people.length} characters ready.`))}
        </p>
      </div>

      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          Your characters
        </h2>
        <ul className={styles.characterList}>
          {people.map((person, index) => (
            <li key={person.seed} className={styles.characterCard} data-character>
              {pictures[index] ? (
                // eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn in the page
                <img
                  src={pictures[index]}
                  alt={`Illustration of ${person.name} in the ${STYLE_LABELS[person.style]} style`}
                  width={120}
                  height={120}
                  className={styles.characterImage}
                />
              ) : (
                <span className={styles.characterPending} aria-hidden="true" />
              )}
              <div className={styles.characterText}>
                <h3 className={styles.characterName}>{person.name}</h3>
                <p className={styles.characterRole}>{person.role}</p>
                <p className={styles.characterLine}>{person.line}</p>
              </div>
              <div className={styles.characterActions}>
                {/* Each name starts with the visible words, so voice control users can say them. */}
                <button
                  type="button"
                  className={actionButton}
                  aria-label={`Download PNG of ${person.name}`}
                  onClick={() => void savePng(person)}
                >
                  Download PNG
                </button>
                <button
                  type="button"
                  className={actionButton}
                  aria-label={`Download SVG of ${person.name}`}
                  onClick={() => void saveSvg(person)}
                >
                  Download SVG
                </button>
                <button
                  type="button"
                  className={actionButton}
                  aria-label={`Copy text for ${person.name}`}
                  onClick={() => void copyText(person)}
                >
                  Copy text
                </button>
              </div>
            </li>
          ))}
        </ul>
        <div className={styles.characterCredits}>
          {shownStyles.map((style) => (
            <Credit key={style} credit={credits[style]} />
          ))}
        </div>
      </section>
      <HowItWorks
        method={method}
        explanation={{
          formula: 'batch code + card number → seed → drawing, name and profile picked from lists',
          steps: [
            `This batch’s code is “${batchSeed}”; card 1 uses the seed “${batchSeed}-1”, card 2 “${batchSeed}-2”, and so on.`,
            `Each seed picks the drawing’s features in the ${choice === 'mixed' ? 'style it draws from the eight on offer' : `${STYLE_LABELS[choice]} style`}, a first and last name from 50 each, a role and level from 20 roles and 4 levels, a workplace from 12 and one working preference from 12.`,
            'The same code always gives the same six characters, which is why the link in the address bar brings them back.',
          ],
        }}
      />
    </div>
  );
}
