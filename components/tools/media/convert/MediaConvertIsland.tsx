'use client';

import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import type { Encoders } from '@/lib/media/convert/codecs';
import { checkEncoders } from '@/lib/media/convert/encoder-check';
import type { ConvertResult, Probe } from '@/lib/media/convert/run';
import {
  CHANNELS,
  checkTrim,
  defaultSettings,
  explainConversion,
  formatBytes,
  formatTime,
  MP3_BITRATES,
  mediaFileProblem,
  outputFileName,
  parseTime,
  RESOLUTIONS,
  SAMPLE_RATES,
  scaledSize,
  TARGETS,
  type ConvertSettings,
  type TargetId,
} from '@/lib/media/convert/targets';
import { formatTimeLeft, secondsLeft } from '@/lib/media/convert/time-left';
import fieldStyles from '../../fields/fields.module.css';
import { HowItWorks } from '@/components/tools/kit/Method';
import { actionButton, primaryActionButton } from '../../kit/buttons';
import kitStyles from '../../kit/kit.module.css';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { Segmented } from '../Choices';
import mediaStyles from '../media.module.css';
import styles from './convert.module.css';

type Engine = typeof import('@/lib/media/convert/run');
type Done = ConvertResult & { url: string; name: string; target: TargetId };
type Phase =
  | { step: 'idle' }
  | { step: 'reading' }
  | {
      step: 'converting';
      progress: number;
      startedAt: number;
      /** The visible estimate, refreshed with each percent. */
      timeLeft: string;
      /** What the status line says; changed only each quarter, so a screen reader is not flooded. */
      spoken: string;
    }
  | { step: 'failed'; message: string }
  | { step: 'done' };

const RESOLUTION_LABELS: Record<(typeof RESOLUTIONS)[number], string> = {
  keep: 'Keep the original size',
  '1080': '1080p (Full HD)',
  '720': '720p (HD)',
  '480': '480p',
  '360': '360p (smallest)',
};
const SAMPLE_RATE_LABELS: Record<(typeof SAMPLE_RATES)[number], string> = {
  keep: 'Keep the original rate',
  '48000': '48 kHz (video standard)',
  '44100': '44.1 kHz (CD standard)',
  '16000': '16 kHz (speech and transcription)',
};
const CHANNEL_OPTIONS = CHANNELS.map((id) => ({
  id,
  label: id === 'keep' ? 'As recorded' : id === 'mono' ? 'Mono' : 'Stereo',
}));

/** Loaded once, on the first file: mediabunny is about 140 KB the page should not carry before then. */
let engine: Promise<Engine> | undefined;
const loadEngine = () => (engine ??= import('@/lib/media/convert/run'));

/**
 * The video and audio converters: a file from the visitor's disk, converted by mediabunny with the
 * browser's own codecs and handed back as a download. Nothing leaves the device.
 */
export function MediaConvertIsland({
  targets,
  accepts,
  method,
}: {
  targets: readonly TargetId[];
  accepts: 'video' | 'media';
  method: readonly string[];
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const [file, setFile] = useState<File | null>(null);
  const [info, setInfo] = useState<Probe | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [settings, setSettings] = useState<ConvertSettings>(() => defaultSettings(targets[0]!));
  const [trimText, setTrimText] = useState({ start: '', end: '' });
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [done, setDone] = useState<Done | null>(null);
  const [encoders, setEncoders] = useState<Encoders | null>(null);
  // The encoder check loads mediabunny, so it waits for a file or a change of format.
  const [formatTouched, setFormatTouched] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const doneUrl = useRef<string | null>(null);

  // Object URLs hold the converted file in memory until revoked.
  const replaceDone = (next: Done | null) => {
    if (doneUrl.current) URL.revokeObjectURL(doneUrl.current);
    doneUrl.current = next?.url ?? null;
    setDone(next);
  };
  useEffect(
    () => () => {
      abort.current?.abort();
      if (doneUrl.current) URL.revokeObjectURL(doneUrl.current);
    },
    [],
  );

  const target = TARGETS[settings.target];
  const checksEncoders = targets.some((targetId) => TARGETS[targetId].codecs);
  const outputSize = info?.video
    ? (scaledSize(info.video.width, info.video.height, settings.resolution) ?? {
        width: info.video.width,
        height: info.video.height,
      })
    : undefined;
  const outputWidth = outputSize?.width;
  const outputHeight = outputSize?.height;
  useEffect(() => {
    if (!checksEncoders || (!formatTouched && !info)) return;
    let current = true;
    void loadEngine()
      .then(({ browserEncoders }) =>
        browserEncoders(
          outputWidth && outputHeight ? { width: outputWidth, height: outputHeight } : undefined,
        ),
      )
      .then((found) => current && setEncoders(found))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [checksEncoders, formatTouched, info, outputWidth, outputHeight]);
  const start = parseTime(trimText.start);
  const end = parseTime(trimText.end);
  const trimProblems = checkTrim(
    start.ok ? start.seconds : undefined,
    end.ok ? end.seconds : undefined,
    info?.duration,
  );
  const startError = start.ok ? trimProblems.start : start.message;
  const endError = end.ok ? trimProblems.end : end.message;
  const converting = phase.step === 'converting' || phase.step === 'reading';
  const encoderCheck = encoders
    ? checkEncoders(settings.target, encoders, info ?? undefined, {
        resolution: settings.resolution,
        trimmed: start.ok && start.seconds !== undefined && start.seconds > 0,
      })
    : undefined;
  const blocked = encoderCheck?.blocks === true;
  const canConvert = file !== null && info !== null && !converting && !startError && !endError && !blocked;

  const openFile = async (chosen: File | undefined) => {
    if (!chosen || converting) return;
    const why = mediaFileProblem(chosen, accepts);
    setProblem(why ?? null);
    if (why) return;
    setFile(chosen);
    setInfo(null);
    replaceDone(null);
    setPhase({ step: 'reading' });
    try {
      const { probe } = await loadEngine();
      setInfo(await probe(chosen));
      setPhase({ step: 'idle' });
    } catch (error) {
      setFile(null);
      setPhase({ step: 'idle' });
      setProblem(
        error instanceof Error && error.message
          ? `“${chosen.name}”: ${error.message}`
          : `“${chosen.name}” could not be read.`,
      );
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    void openFile(event.dataTransfer.files[0]);
  };

  const run = async () => {
    if (!file || !info || !canConvert) return;
    const controller = new AbortController();
    abort.current = controller;
    replaceDone(null);
    const startedAt = performance.now();
    setPhase({
      step: 'converting',
      progress: 0,
      startedAt,
      timeLeft: formatTimeLeft(undefined),
      spoken: `Converting to ${target.label}…`,
    });
    try {
      const { convert } = await loadEngine();
      const result = await convert(
        file,
        {
          ...settings,
          trimStart: start.ok ? start.seconds : undefined,
          trimEnd: end.ok ? end.seconds : undefined,
        },
        info,
        (progress) =>
          setPhase((now) => {
            if (now.step !== 'converting' || Math.floor(progress * 100) === Math.floor(now.progress * 100)) {
              return now;
            }
            const left = secondsLeft(progress, (performance.now() - now.startedAt) / 1000);
            const timeLeft = formatTimeLeft(left);
            const quarter = Math.floor(progress * 4);
            const spoken =
              quarter > Math.floor(now.progress * 4) && quarter < 4
                ? `Converting… ${quarter * 25}% done${left === undefined ? '' : `, ${timeLeft}`}.`
                : now.spoken;
            return { ...now, progress, timeLeft, spoken };
          }),
        controller.signal,
      );
      replaceDone({
        ...result,
        url: URL.createObjectURL(result.blob),
        name: outputFileName(file.name, settings.target),
        target: settings.target,
      });
      setPhase({ step: 'done' });
    } catch (error) {
      setPhase({
        step: 'failed',
        message: error instanceof Error ? error.message : 'The conversion failed. Please try again.',
      });
    } finally {
      abort.current = null;
    }
  };

  const percent = phase.step === 'converting' ? Math.floor(phase.progress * 100) : 0;
  const fileId = `${id}-file`;
  const formatName = `${id}-format`;

  return (
    <div className={kitStyles.island} data-ready={hydrated ? 'true' : undefined}>
      <div className={mediaStyles.card}>
        <section className={mediaStyles.previewPane} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className={kitStyles.resultTitle}>
            {target.kind === 'audio' ? 'Your audio file' : 'Your converted video'}
          </h2>
          <div className={mediaStyles.previewSticky}>
            {done ? (
              <div className={styles.player}>
                {TARGETS[done.target].kind === 'audio' ? (
                  <audio
                    controls
                    src={done.url}
                    className={styles.audio}
                    aria-label={`Preview of ${done.name}`}
                  />
                ) : (
                  <video
                    controls
                    src={done.url}
                    className={styles.video}
                    aria-label={`Preview of ${done.name}`}
                  />
                )}
              </div>
            ) : (
              <div
                className={styles.dropZone}
                onDragOver={(event) => event.preventDefault()}
                onDrop={onDrop}
                data-testid="drop-zone"
              >
                {file ? (
                  <dl className={styles.facts} aria-label="The file chosen">
                    <div>
                      <dt>File</dt>
                      <dd className={styles.fileName}>{file.name}</dd>
                    </div>
                    <div>
                      <dt>Size</dt>
                      <dd>{formatBytes(file.size)}</dd>
                    </div>
                    {info ? (
                      <>
                        <div>
                          <dt>Length</dt>
                          <dd>{formatTime(info.duration)}</dd>
                        </div>
                        <div>
                          <dt>Picture</dt>
                          <dd>
                            {info.video
                              ? `${info.video.width} × ${info.video.height}, ${info.video.codec.toUpperCase()}`
                              : 'none'}
                          </dd>
                        </div>
                        <div>
                          <dt>Sound</dt>
                          <dd>
                            {info.audio
                              ? `${info.audio.codec.toUpperCase()}, ${info.audio.channels === 1 ? 'mono' : `${info.audio.channels} channels`}, ${(info.audio.sampleRate / 1000).toFixed(1)} kHz`
                              : 'none'}
                          </dd>
                        </div>
                      </>
                    ) : null}
                  </dl>
                ) : (
                  <>
                    <p>
                      {accepts === 'video'
                        ? 'Choose a video, or drop one here.'
                        : 'Choose a video or audio file, or drop one here.'}
                    </p>
                    <p className={fieldStyles.help}>It stays on your device: nothing is uploaded.</p>
                  </>
                )}
              </div>
            )}

            {phase.step === 'converting' ? (
              <div className={styles.progressRow}>
                <label htmlFor={`${id}-progress`} className={fieldStyles.label}>
                  Converting to {target.label}
                </label>
                <progress
                  id={`${id}-progress`}
                  max={100}
                  value={percent}
                  className={styles.progress}
                  aria-describedby={`${id}-time-left`}
                >
                  {percent}%
                </progress>
                <p id={`${id}-time-left`} className={`${fieldStyles.help} ${styles.timeLeft}`}>
                  {percent}% · {phase.timeLeft}
                </p>
              </div>
            ) : null}

            <p
              role="status"
              className={phase.step === 'failed' ? mediaStyles.statusFailed : mediaStyles.status}
            >
              {phase.step === 'reading'
                ? 'Reading the file…'
                : phase.step === 'converting'
                  ? phase.spoken
                  : phase.step === 'failed'
                    ? phase.message
                    : done
                      ? `Done: ${done.name}${done.codecs ? ` (${done.codecs})` : ''}, ${formatBytes(done.blob.size)}, in ${done.seconds.toFixed(1)} s.`
                      : ''}
            </p>
            {done?.notes.map((note) => (
              <p key={note} className={fieldStyles.help}>
                {note}
              </p>
            ))}

            <div className={kitStyles.actions}>
              {done ? (
                <a className={primaryActionButton} href={done.url} download={done.name}>
                  Download {done.name}
                </a>
              ) : null}
              {phase.step === 'converting' ? (
                <button type="button" className={actionButton} onClick={() => abort.current?.abort()}>
                  Cancel
                </button>
              ) : null}
            </div>
          </div>
        </section>

        <form
          className={mediaStyles.controls}
          aria-label="Conversion settings"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void run();
          }}
        >
          <div className={fieldStyles.field}>
            <label htmlFor={fileId} className={fieldStyles.label}>
              {accepts === 'video' ? 'Choose a video' : 'Choose a video or audio file'}
            </label>
            <input
              id={fileId}
              type="file"
              accept={accepts === 'video' ? 'video/*' : 'video/*,audio/*'}
              className={mediaStyles.fileInput}
              disabled={converting}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${fileId}-help${problem ? ` ${fileId}-error` : ''}`}
              onChange={(event) => {
                void openFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <p id={`${fileId}-help`} className={fieldStyles.help}>
              {accepts === 'video' ? 'MP4, MOV, WebM, MKV or AVI' : 'MP4, MOV, WebM, MKV, M4A, MP3 or WAV'},
              up to 2 GB. It is converted in this browser tab and never uploaded.
            </p>
            {problem ? (
              <p id={`${fileId}-error`} className={fieldStyles.error}>
                {problem}
              </p>
            ) : null}
          </div>

          {targets.length > 1 ? (
            <Segmented
              legend="Convert to"
              name={formatName}
              options={targets.map((targetId) => ({ id: targetId, label: TARGETS[targetId].label }))}
              value={settings.target}
              onChange={(next) => {
                setFormatTouched(true);
                setSettings((now) => ({ ...now, target: next }));
              }}
            />
          ) : null}
          <p className={`${fieldStyles.help} ${styles.targetNote}`}>{target.note}</p>
          {/* Polite, so a screen reader hears it when the format chosen changes what can be made. */}
          <div aria-live="polite">
            {encoderCheck ? (
              <p
                id={`${id}-encoder`}
                className={encoderCheck.blocks ? fieldStyles.error : fieldStyles.help}
                data-encoder-check
              >
                {encoderCheck.message}
              </p>
            ) : null}
          </div>

          {target.kind === 'video' ? (
            <div className={fieldStyles.field}>
              <label htmlFor={`${id}-resolution`} className={fieldStyles.label}>
                Picture size
              </label>
              <select
                id={`${id}-resolution`}
                className={fieldStyles.select}
                value={settings.resolution}
                onChange={(event) =>
                  setSettings((now) => ({
                    ...now,
                    resolution: RESOLUTIONS.find((r) => r === event.target.value) ?? 'keep',
                  }))
                }
              >
                {RESOLUTIONS.map((resolution) => (
                  <option key={resolution} value={resolution}>
                    {RESOLUTION_LABELS[resolution]}
                  </option>
                ))}
              </select>
              <p className={fieldStyles.help}>A smaller size makes a smaller file; it is never enlarged.</p>
            </div>
          ) : null}

          {settings.target === 'mp3' ? (
            <Segmented
              legend="Quality"
              name={`${id}-bitrate`}
              options={MP3_BITRATES.map((bitrate) => ({ id: String(bitrate), label: `${bitrate} kbps` }))}
              value={String(settings.mp3Bitrate)}
              onChange={(next) =>
                setSettings((now) => ({
                  ...now,
                  mp3Bitrate: MP3_BITRATES.find((b) => String(b) === next) ?? 192,
                }))
              }
            />
          ) : null}

          {settings.target === 'wav' ? (
            <div className={fieldStyles.field}>
              <label htmlFor={`${id}-rate`} className={fieldStyles.label}>
                Sample rate
              </label>
              <select
                id={`${id}-rate`}
                className={fieldStyles.select}
                value={settings.sampleRate}
                onChange={(event) =>
                  setSettings((now) => ({
                    ...now,
                    sampleRate: SAMPLE_RATES.find((r) => r === event.target.value) ?? 'keep',
                  }))
                }
              >
                {SAMPLE_RATES.map((rate) => (
                  <option key={rate} value={rate}>
                    {SAMPLE_RATE_LABELS[rate]}
                  </option>
                ))}
              </select>
            </div>
          ) : null}

          {target.kind === 'audio' ? (
            <Segmented
              legend="Channels"
              name={`${id}-channels`}
              options={CHANNEL_OPTIONS}
              value={settings.channels}
              onChange={(next) => setSettings((now) => ({ ...now, channels: next }))}
            />
          ) : null}

          <fieldset className={`${fieldStyles.field} ${fieldStyles.fieldset}`}>
            <legend className={fieldStyles.label}>Trim (optional)</legend>
            <div className={mediaStyles.pair}>
              {(
                [
                  ['start', 'Start at', startError],
                  ['end', 'End at', endError],
                ] as const
              ).map(([key, label, error]) => (
                <div key={key} className={fieldStyles.field}>
                  <label htmlFor={`${id}-${key}`} className={fieldStyles.label}>
                    {label}
                  </label>
                  <input
                    id={`${id}-${key}`}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={key === 'start' ? '0:00' : info ? formatTime(info.duration) : 'the end'}
                    className={fieldStyles.input}
                    value={trimText[key]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-${key}-error` : `${id}-trim-help`}
                    onChange={(event) => setTrimText((now) => ({ ...now, [key]: event.target.value }))}
                  />
                  {error ? (
                    <p id={`${id}-${key}-error`} className={fieldStyles.error}>
                      {error}
                    </p>
                  ) : null}
                </div>
              ))}
            </div>
            <p id={`${id}-trim-help`} className={fieldStyles.help}>
              Minutes and seconds, such as 1:30. Leave both empty to convert the whole file.
            </p>
          </fieldset>

          <div className={kitStyles.actions}>
            <button
              type="submit"
              className={primaryActionButton}
              disabled={!canConvert}
              aria-describedby={encoderCheck ? `${id}-encoder` : undefined}
            >
              {converting ? 'Converting…' : `Convert to ${target.label}`}
            </button>
          </div>
        </form>
      </div>
      <HowItWorks
        method={method}
        explanation={
          file && info
            ? explainConversion(
                {
                  ...settings,
                  trimStart: start.ok ? start.seconds : undefined,
                  trimEnd: end.ok ? end.seconds : undefined,
                },
                { name: file.name, size: file.size, ...info },
              )
            : undefined
        }
        placeholder="Choose a file and the steps appear here with its size, length and your settings."
      />
    </div>
  );
}
