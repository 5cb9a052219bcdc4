/**
 * What the video and audio converters can write, and the plain checks around a conversion (the
 * file chosen, trim times, output name). No media code here: this runs on the server to render the
 * page and in tests, while the converter itself (`./run.ts`) loads only when a file is converted.
 */

import { CODEC_NAMES, codecName, type AudioCodecId, type VideoCodecId } from './codecs';

export const TARGET_IDS = ['mp4', 'webm', 'mov', 'mkv', 'mp3', 'wav'] as const;
export type TargetId = (typeof TARGET_IDS)[number];

export type Target = {
  id: TargetId;
  label: string;
  /** Whether the result keeps the picture or is the sound alone. */
  kind: 'video' | 'audio';
  extension: string;
  mime: string;
  /** One line on when to choose it, shown beside the choice. */
  note: string;
  /**
   * The codecs it is always made with, where the format's players need particular ones; a track
   * already in them is copied. Without, the tracks are copied where the container can hold them.
   */
  codecs?: { video: VideoCodecId; audio: AudioCodecId };
};

export const TARGETS: Record<TargetId, Target> = {
  mp4: {
    id: 'mp4',
    label: 'MP4',
    kind: 'video',
    extension: 'mp4',
    mime: 'video/mp4',
    note: 'H.264 picture and AAC sound, which play almost everywhere: iPhones, Macs, PowerPoint, LinkedIn, applicant tracking systems.',
    codecs: { video: 'avc', audio: 'aac' },
  },
  webm: {
    id: 'webm',
    label: 'WebM',
    kind: 'video',
    extension: 'webm',
    mime: 'video/webm',
    note: 'VP9 picture and Opus sound: small files for web pages; plays in Chrome, Firefox and Edge.',
    codecs: { video: 'vp9', audio: 'opus' },
  },
  mov: {
    id: 'mov',
    label: 'MOV',
    kind: 'video',
    extension: 'mov',
    mime: 'video/quicktime',
    note: 'QuickTime with H.264 picture and AAC sound, for editing on a Mac in iMovie or Final Cut.',
    codecs: { video: 'avc', audio: 'aac' },
  },
  mkv: {
    id: 'mkv',
    label: 'MKV',
    kind: 'video',
    extension: 'mkv',
    mime: 'video/x-matroska',
    note: 'Matroska, for desktop players such as VLC; keeps the picture and sound codecs it can.',
  },
  mp3: {
    id: 'mp3',
    label: 'MP3',
    kind: 'audio',
    extension: 'mp3',
    mime: 'audio/mpeg',
    note: 'The sound alone, compressed: plays on every device and in every app.',
  },
  wav: {
    id: 'wav',
    label: 'WAV',
    kind: 'audio',
    extension: 'wav',
    mime: 'audio/wav',
    note: 'The sound alone, uncompressed: for transcription and audio editors.',
  },
};

export const isTargetId = (value: unknown): value is TargetId =>
  typeof value === 'string' && (TARGET_IDS as readonly string[]).includes(value);

/** Longest side of the picture; `keep` leaves it as it is. */
export const RESOLUTIONS = ['keep', '1080', '720', '480', '360'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
export const MP3_BITRATES = [128, 192, 320] as const;
export type Mp3Bitrate = (typeof MP3_BITRATES)[number];
export const SAMPLE_RATES = ['keep', '48000', '44100', '16000'] as const;
export type SampleRate = (typeof SAMPLE_RATES)[number];
export const CHANNELS = ['keep', 'mono', 'stereo'] as const;
export type Channels = (typeof CHANNELS)[number];

export type ConvertSettings = {
  target: TargetId;
  resolution: Resolution;
  mp3Bitrate: Mp3Bitrate;
  sampleRate: SampleRate;
  channels: Channels;
  /** Seconds from the start; undefined means the whole file. */
  trimStart?: number;
  trimEnd?: number;
};

export const defaultSettings = (target: TargetId): ConvertSettings => ({
  target,
  resolution: 'keep',
  mp3Bitrate: 192,
  sampleRate: 'keep',
  channels: 'keep',
});

/**
 * The whole file is held in memory while it converts, and the result beside it. Past this, phones
 * and many laptops run out of memory part-way, which is worse than saying so up front.
 */
export const MAX_INPUT_BYTES = 2_000_000_000;

const MEDIA_NAME =
  /\.(mp4|m4v|m4a|mov|qt|webm|mkv|mka|avi|wmv|flv|ogv|ogg|oga|opus|mp3|wav|wave|aac|flac|3gp|mpeg|mpg|ts|mts)$/i;

type FileLike = { name: string; type: string; size: number };

export function formatBytes(bytes: number): string {
  if (bytes < 1_000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${(bytes / 1_000).toFixed(1)} KB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(2)} GB`;
}

/** Why this file cannot be converted, in words for the visitor; undefined when it may be tried. */
export function mediaFileProblem(file: FileLike, accepts: 'video' | 'media'): string | undefined {
  const name = file.name || 'That file';
  const byType = file.type.startsWith('video/') || (accepts === 'media' && file.type.startsWith('audio/'));
  const byName = MEDIA_NAME.test(file.name);
  if (!byType && !byName) {
    return accepts === 'video'
      ? `“${name}” is not a video. Choose an MP4, MOV, WebM, MKV or AVI file.`
      : `“${name}” is not a video or audio file. Choose an MP4, MOV, WebM, MKV, MP3, WAV or M4A file.`;
  }
  if (file.size === 0) return `“${name}” is empty. Choose another file.`;
  if (file.size > MAX_INPUT_BYTES) {
    return `“${name}” is ${formatBytes(file.size)}, over the ${formatBytes(MAX_INPUT_BYTES)} this page can hold in memory. Trim it in a video editor first, or convert a shorter part.`;
  }
  return undefined;
}

/** Reads `75`, `1:15`, `1:01:15` or `1:15.5` as seconds; undefined for an empty field. */
export function parseTime(text: string): { ok: true; seconds?: number } | { ok: false; message: string } {
  const value = text.trim();
  if (!value) return { ok: true };
  const match = /^(?:(\d+):)?(?:(\d+):)?(\d+(?:\.\d+)?)$/.exec(value);
  if (!match) return { ok: false, message: 'Write a time as seconds (75) or minutes:seconds (1:15).' };
  const [, first, second, last] = match;
  const hours = second !== undefined ? Number(first) : 0;
  const minutes = second !== undefined ? Number(second) : first !== undefined ? Number(first) : 0;
  const seconds = Number(last);
  if ((first !== undefined || second !== undefined) && seconds >= 60) {
    return { ok: false, message: 'Seconds after a colon go up to 59.' };
  }
  if (second !== undefined && minutes >= 60) return { ok: false, message: 'Minutes go up to 59.' };
  return { ok: true, seconds: hours * 3600 + minutes * 60 + seconds };
}

/** `75.5` as `1:15.5`; `3725` as `1:02:05`. */
export function formatTime(totalSeconds: number): string {
  const whole = Math.floor(totalSeconds);
  const fraction = Math.round((totalSeconds - whole) * 10) / 10;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  const secondsText = `${String(seconds).padStart(2, '0')}${fraction > 0 ? `.${Math.round(fraction * 10)}` : ''}`;
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${secondsText}`
    : `${minutes}:${secondsText}`;
}

export type TrimCheck = { start?: string; end?: string };

/** Messages for the trim fields, beside the field they concern; empty when the trim can be used. */
export function checkTrim(start: number | undefined, end: number | undefined, duration?: number): TrimCheck {
  const problems: TrimCheck = {};
  if (duration !== undefined && start !== undefined && start >= duration) {
    problems.start = `The file is only ${formatTime(duration)} long: start before that.`;
  }
  if (start !== undefined && end !== undefined && end <= start) {
    problems.end = 'The end must come after the start.';
  } else if (duration !== undefined && end !== undefined && end > duration + 0.05) {
    problems.end = `The file ends at ${formatTime(duration)}: leave this empty to keep the rest.`;
  }
  return problems;
}

/** `Team intro (final).mov` to MP3 gives `Team intro (final).mp3`; unsafe characters become dashes. */
export function outputFileName(inputName: string, target: TargetId): string {
  const base = inputName
    .replace(/\.[^./\\]{1,5}$/, '')
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-')
    .trim();
  return `${base || 'converted'}.${TARGETS[target].extension}`;
}

/** The size of the picture for a resolution, keeping its shape and even numbers (encoders need them). */
export function scaledSize(
  width: number,
  height: number,
  resolution: Resolution,
): { width: number; height: number } | undefined {
  if (resolution === 'keep') return undefined;
  const limit = Number(resolution);
  // A 1080p choice means 1080 lines on the short side, like video sites name it.
  const short = Math.min(width, height);
  if (short <= limit) return undefined;
  const scale = limit / short;
  const even = (n: number) => Math.max(2, Math.round((n * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

/** What the engine found in the file, as far as the explanation needs it. */
export type FileFacts = {
  name: string;
  size: number;
  duration: number;
  video?: { codec: string; width: number; height: number };
  audio?: { codec: string; channels: number; sampleRate: number };
};

/** The length that will be converted, after the trim. */
export function convertedSeconds(duration: number, start?: number, end?: number): number {
  return Math.max(0, Math.min(end ?? duration, duration) - (start ?? 0));
}

/**
 * The size an audio result will have: exact for WAV (samples × channels × 2 bytes, plus its 44-byte
 * header), close for constant-bitrate MP3 (bitrate × seconds ÷ 8). Video depends on the picture.
 */
export function estimateAudioBytes(settings: ConvertSettings, facts: FileFacts): number | undefined {
  if (!facts.audio) return undefined;
  const seconds = convertedSeconds(facts.duration, settings.trimStart, settings.trimEnd);
  const channels = settings.channels === 'keep' ? facts.audio.channels : settings.channels === 'mono' ? 1 : 2;
  if (settings.target === 'mp3') return Math.round((settings.mp3Bitrate * 1000 * seconds) / 8);
  if (settings.target === 'wav') {
    const rate = settings.sampleRate === 'keep' ? facts.audio.sampleRate : Number(settings.sampleRate);
    return Math.round(rate * seconds) * channels * 2 + 44;
  }
  return undefined;
}

function copiedOrEncoded(what: 'picture' | 'sound', from: string | undefined, to: string): string {
  if (!from) return `The ${what} becomes ${to}.`;
  const fromName = codecName(from);
  return fromName === to
    ? `The ${what} is already ${to}, so it is copied as it is.`
    : `The ${what} is decoded from ${fromName} and encoded again as ${to}.`;
}

/** The steps of this conversion in words, for "How it works". */
export function explainConversion(
  settings: ConvertSettings,
  facts: FileFacts,
): { formula: string; steps: string[] } {
  const target = TARGETS[settings.target];
  const seconds = convertedSeconds(facts.duration, settings.trimStart, settings.trimEnd);
  const steps = [
    `Your file: ${facts.name}, ${formatBytes(facts.size)}, ${formatTime(facts.duration)} long${
      facts.video
        ? `, picture ${facts.video.width} × ${facts.video.height} (${facts.video.codec.toUpperCase()})`
        : ''
    }${facts.audio ? `, sound ${facts.audio.codec.toUpperCase()} at ${(facts.audio.sampleRate / 1000).toFixed(1)} kHz` : ''}.`,
  ];
  if (settings.trimStart !== undefined || settings.trimEnd !== undefined) {
    steps.push(
      `Trim: from ${formatTime(settings.trimStart ?? 0)} to ${formatTime(settings.trimEnd ?? facts.duration)}, so ${formatTime(seconds)} is converted.`,
    );
  }
  if (target.kind === 'video') {
    const size = facts.video
      ? scaledSize(facts.video.width, facts.video.height, settings.resolution)
      : undefined;
    const codecs = target.codecs;
    steps.push(
      size
        ? `The picture is scaled from ${facts.video!.width} × ${facts.video!.height} to ${size.width} × ${size.height} and encoded again${codecs ? ` as ${CODEC_NAMES[codecs.video]}` : ''}.`
        : codecs
          ? copiedOrEncoded('picture', facts.video?.codec, CODEC_NAMES[codecs.video])
          : 'The picture keeps its size; it is copied as it is where the new container can hold its codec, and encoded again where not.',
    );
    if (codecs && facts.audio)
      steps.push(copiedOrEncoded('sound', facts.audio.codec, CODEC_NAMES[codecs.audio]));
    return {
      formula: codecs
        ? `${target.label} container ← ${CODEC_NAMES[codecs.video]} picture + ${CODEC_NAMES[codecs.audio]} sound`
        : `${target.label} container ← picture + sound tracks (copied or re-encoded)`,
      steps,
    };
  }
  const estimate = estimateAudioBytes(settings, facts);
  const channels =
    settings.channels === 'keep' ? (facts.audio?.channels ?? 2) : settings.channels === 'mono' ? 1 : 2;
  if (settings.target === 'mp3') {
    steps.push(
      `${settings.mp3Bitrate} kbps × ${seconds.toFixed(1)} s ÷ 8 = about ${formatBytes(estimate ?? 0)}.`,
    );
    return { formula: 'MP3 size = bitrate × seconds ÷ 8', steps };
  }
  const rate =
    settings.sampleRate === 'keep' ? (facts.audio?.sampleRate ?? 48000) : Number(settings.sampleRate);
  steps.push(
    `${rate.toLocaleString('en-US')} samples a second × ${seconds.toFixed(1)} s × ${channels} channel${channels === 1 ? '' : 's'} × 2 bytes + 44 = ${formatBytes(estimate ?? 0)}.`,
  );
  return { formula: 'WAV size = sample rate × seconds × channels × 2 bytes + 44-byte header', steps };
}
