import {
  ALL_FORMATS,
  BlobSource,
  BufferTarget,
  Conversion,
  ConversionCanceledError,
  Input,
  MkvOutputFormat,
  MovOutputFormat,
  Mp3OutputFormat,
  Mp4OutputFormat,
  Output,
  UnsupportedInputFormatError,
  WavOutputFormat,
  WebMOutputFormat,
  canEncodeAudio,
  canEncodeVideo,
  type ConversionAudioOptions,
  type ConversionVideoOptions,
  type DiscardedTrack,
  type OutputFormat,
} from 'mediabunny';
import { CODEC_NAMES, codecName, type Encoders } from './codecs';
import { watchEncodedTime } from './encoded-time';
import { convertedSeconds, scaledSize, TARGETS, type ConvertSettings, type TargetId } from './targets';

/**
 * The converter itself, on mediabunny: it reads the container in JavaScript and decodes and encodes
 * with the browser's own WebCodecs, so the file never leaves the device. Loaded on the first file.
 */

export type Probe = {
  format: string;
  duration: number;
  video?: { codec: string; width: number; height: number };
  audio?: { codec: string; channels: number; sampleRate: number };
};

export class ConvertError extends Error {}

const UNREADABLE =
  'This file could not be read as video or audio. It may be damaged, or in a format this browser cannot open. Try exporting it again as MP4.';

export async function probe(file: Blob): Promise<Probe> {
  const input = new Input({ formats: ALL_FORMATS, source: new BlobSource(file) });
  try {
    const [format, duration, video, audio] = await Promise.all([
      input.getFormat(),
      input.computeDuration(),
      input.getPrimaryVideoTrack(),
      input.getPrimaryAudioTrack(),
    ]);
    return {
      format: format.name,
      duration,
      ...(video
        ? {
            video: {
              codec: video.codec ?? 'unknown',
              width: video.displayWidth,
              height: video.displayHeight,
            },
          }
        : {}),
      ...(audio
        ? {
            audio: {
              codec: audio.codec ?? 'unknown',
              channels: audio.numberOfChannels,
              sampleRate: audio.sampleRate,
            },
          }
        : {}),
    };
  } catch (error) {
    throw new ConvertError(
      error instanceof UnsupportedInputFormatError
        ? UNREADABLE
        : `This file could not be read (${error instanceof Error ? error.message : 'unknown error'}). Try exporting it again as MP4.`,
    );
  } finally {
    input.dispose();
  }
}

function outputFormat(target: TargetId): OutputFormat {
  switch (target) {
    case 'mp4':
      return new Mp4OutputFormat({ fastStart: 'in-memory' });
    case 'webm':
      return new WebMOutputFormat();
    case 'mov':
      return new MovOutputFormat({ fastStart: 'in-memory' });
    case 'mkv':
      return new MkvOutputFormat();
    case 'mp3':
      return new Mp3OutputFormat();
    case 'wav':
      return new WavOutputFormat();
  }
}

let mp3Ready: Promise<void> | undefined;

/** Browsers have no MP3 encoder of their own; LAME compiled to WebAssembly stands in, once. */
function ensureMp3Encoder(): Promise<void> {
  mp3Ready ??= (async () => {
    if (await canEncodeAudio('mp3')) return;
    const { registerMp3Encoder } = await import('@mediabunny/mp3-encoder');
    registerMp3Encoder();
  })();
  return mp3Ready;
}

/**
 * Which of the video formats' codecs this browser can encode, at the picture size it will have
 * (H.264 encoders refuse sizes above their level), so the page can say so before converting.
 */
export async function browserEncoders(size?: { width: number; height: number }): Promise<Encoders> {
  const [avc, vp9, aac, opus] = await Promise.all([
    canEncodeVideo('avc', size),
    canEncodeVideo('vp9', size),
    canEncodeAudio('aac'),
    canEncodeAudio('opus'),
  ]);
  return { avc, vp9, aac, opus };
}

function audioOptions(settings: ConvertSettings): ConversionAudioOptions {
  const options: ConversionAudioOptions = {};
  const codecs = TARGETS[settings.target].codecs;
  // Without a codec, mediabunny keeps whatever the container allows (Opus in an MP4, which Safari and
  // PowerPoint cannot play); with one, a track already in it is still copied untouched.
  if (codecs) options.codec = codecs.audio;
  if (settings.channels !== 'keep') options.numberOfChannels = settings.channels === 'mono' ? 1 : 2;
  if (settings.target === 'mp3') {
    options.codec = 'mp3';
    options.bitrate = settings.mp3Bitrate * 1000;
  }
  if (settings.target === 'wav') {
    options.codec = 'pcm-s16';
    if (settings.sampleRate !== 'keep') options.sampleRate = Number(settings.sampleRate);
  }
  return options;
}

function videoOptions(settings: ConvertSettings, source?: Probe['video']): ConversionVideoOptions {
  if (TARGETS[settings.target].kind === 'audio') return { discard: true };
  const size = source ? scaledSize(source.width, source.height, settings.resolution) : undefined;
  const codec = TARGETS[settings.target].codecs?.video;
  return {
    ...(codec ? { codec } : {}),
    ...(size ? { width: size.width, height: size.height, fit: 'contain' as const } : {}),
  };
}

const DISCARD_REASONS: Partial<Record<DiscardedTrack['reason'], string>> = {
  undecodable_source_codec: 'this browser cannot decode it',
  no_encodable_target_codec: 'this browser cannot encode it for this format',
  unknown_source_codec: 'its codec is unknown',
};

export type ConvertResult = {
  blob: Blob;
  seconds: number;
  notes: string[];
  /** The codecs read back from the finished file, such as `H.264 + AAC`. */
  codecs: string;
};

/** Reads the codecs from the file made, so the page reports what is inside rather than what was asked. */
async function madeCodecs(blob: Blob): Promise<string> {
  const made = await probe(blob);
  return [made.video?.codec, made.audio?.codec]
    .filter((codec): codec is string => codec !== undefined)
    .map(codecName)
    .join(' + ');
}

/**
 * Converts `file` as the settings say, reporting progress from 0 to 1. Aborting the signal cancels
 * it (the promise then rejects with a ConvertError saying so).
 */
export async function convert(
  file: Blob,
  settings: ConvertSettings,
  source: Probe,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<ConvertResult> {
  const target = TARGETS[settings.target];
  if (target.kind === 'audio' && !source.audio) {
    throw new ConvertError('This file has no sound track, so there is no audio to extract.');
  }
  if (target.id === 'mp3') await ensureMp3Encoder();
  const started = performance.now();
  const input = new Input({ formats: ALL_FORMATS, source: new BlobSource(file) });
  const output = new Output({ format: outputFormat(target.id), target: new BufferTarget() });
  try {
    const conversion = await Conversion.init({
      input,
      output,
      tracks: 'primary',
      video: videoOptions(settings, source.video),
      audio: audioOptions(settings),
      ...(settings.trimStart !== undefined || settings.trimEnd !== undefined
        ? { trim: { start: settings.trimStart, end: settings.trimEnd } }
        : {}),
      showWarnings: false,
    });
    const notes = conversion.discardedTracks
      .filter((discarded) => discarded.reason !== 'discarded_by_user')
      .map(
        (discarded) =>
          `The ${discarded.track.type} track was left out: ${DISCARD_REASONS[discarded.reason] ?? 'the format cannot hold it'}.`,
      );
    const unencodable = conversion.discardedTracks.find(
      (discarded) => discarded.reason === 'no_encodable_target_codec',
    );
    const codecs = target.codecs;
    // A file with its sound (or picture) silently left out is worse than no file: say so instead.
    if (unencodable && codecs) {
      const video = unencodable.track.isVideoTrack();
      const codec = CODEC_NAMES[codecs[video ? 'video' : 'audio']];
      throw new ConvertError(
        `${target.label} needs ${codec} ${video ? 'picture' : 'sound'}, and this browser cannot encode ${codec}. Choose another format, or try another browser.`,
      );
    }
    if (!conversion.isValid) {
      throw new ConvertError(
        notes.length
          ? `${target.label} cannot be made from this file here. ${notes.join(' ')}`
          : `${target.label} cannot be made from this file here.`,
      );
    }
    const length = convertedSeconds(source.duration, settings.trimStart, settings.trimEnd);
    const encoded = watchEncodedTime();
    let fed = 0;
    // The lesser of frames handed over and frames encoded, so the bar and the time left follow the
    // encoder; polled, because mediabunny stops reporting once every frame is handed over.
    const report = () => {
      const done = encoded.seconds();
      onProgress(done === undefined || length <= 0 ? fed : Math.min(fed, done / length));
    };
    conversion.onProgress = (progress) => {
      fed = progress;
      report();
    };
    const poll = setInterval(report, 250);
    const cancel = () => void conversion.cancel();
    signal.addEventListener('abort', cancel, { once: true });
    try {
      await conversion.execute();
    } finally {
      clearInterval(poll);
      encoded.restore();
      signal.removeEventListener('abort', cancel);
    }
    const buffer = (output.target as BufferTarget).buffer;
    if (!buffer) throw new ConvertError('The conversion finished without a file. Please try again.');
    onProgress(1);
    const blob = new Blob([buffer], { type: target.mime });
    return {
      blob,
      seconds: (performance.now() - started) / 1000,
      notes,
      codecs: await madeCodecs(blob),
    };
  } catch (error) {
    if (error instanceof ConvertError) throw error;
    if (error instanceof ConversionCanceledError || signal.aborted) {
      throw new ConvertError('Conversion cancelled. Your file and settings are still here.');
    }
    throw new ConvertError(
      `The conversion stopped part-way (${error instanceof Error ? error.message : 'unknown error'}). Try another format, or a lower resolution.`,
    );
  } finally {
    input.dispose();
  }
}
