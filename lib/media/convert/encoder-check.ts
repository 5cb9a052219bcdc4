import { CODEC_NAMES, codecName, type CodecId, type Encoders } from './codecs';
import { scaledSize, TARGET_IDS, TARGETS, type Resolution, type TargetId } from './targets';

/**
 * Whether this browser can make a video format, said before converting. The encoder check itself is
 * in `./run.ts`, which loads mediabunny; this is plain data and words, so the page and tests share it.
 */

/** Where a browser without the encoder can send the visitor: browsers that usually have one. */
const BROWSERS_WITH: Record<CodecId, string> = {
  avc: 'Chrome or Edge on Windows or a Mac, or Safari',
  aac: 'Chrome or Edge on Windows or a Mac, or Safari',
  vp9: 'Chrome, Edge or Firefox',
  opus: 'Chrome, Edge or Firefox',
};

type Source = {
  video?: { codec: string; width: number; height: number };
  audio?: { codec: string };
};

export type EncoderCheck = {
  message: string;
  /** True when this file cannot be converted to this format here; false for a note before a file. */
  blocks: boolean;
};

/**
 * Says, before converting, when this browser cannot make `target` (from `source`, once a file is
 * read). A track already in the format's codec is copied and needs no encoder, unless the picture is
 * resized or the trim starts between key frames (then it is encoded again, so that counts too).
 */
export function checkEncoders(
  target: TargetId,
  encoders: Encoders,
  source?: Source,
  options: { resolution?: Resolution; trimmed?: boolean } = {},
): EncoderCheck | undefined {
  const codecs = TARGETS[target].codecs;
  if (!codecs) return undefined;
  const label = TARGETS[target].label;
  const missing = (['video', 'audio'] as const).filter((kind) => !encoders[codecs[kind]]);
  if (!missing.length) return undefined;

  if (!source) {
    const kind = missing[0]!;
    const codec = CODEC_NAMES[codecs[kind]];
    return {
      blocks: false,
      message:
        kind === 'video'
          ? `This browser cannot encode ${codec} video, which ${label} needs: it can make ${label} here only from a video that is already ${codec}, kept at its size.`
          : `This browser cannot encode ${codec} sound, which ${label} needs: it can make ${label} here only from a video whose sound is already ${codec}, or that has none.`,
    };
  }

  const resized =
    source.video && options.resolution
      ? scaledSize(source.video.width, source.video.height, options.resolution) !== undefined
      : false;
  const needed = missing.filter((kind) => {
    const track = source[kind];
    if (!track) return false;
    if (track.codec !== codecs[kind]) return true;
    return kind === 'video' && (resized || options.trimmed === true);
  });
  const kind = needed[0];
  if (!kind) return undefined;
  const codec = codecs[kind];
  const from = source[kind]!.codec;
  const what = kind === 'video' ? 'picture' : 'sound';
  const reason =
    from === codec
      ? `a resized or trimmed ${what} has to be encoded again as ${CODEC_NAMES[codec]}, and this browser cannot encode ${CODEC_NAMES[codec]}`
      : `this browser cannot encode ${CODEC_NAMES[codec]}, so it cannot turn this file’s ${codecName(from)} ${what} into it`;
  const alternative = TARGET_IDS.find((other) => {
    const them = TARGETS[other].codecs;
    return them !== undefined && them.video !== codecs.video && encoders[them.video] && encoders[them.audio];
  });
  return {
    blocks: true,
    message: `${label} needs ${CODEC_NAMES[codecs.video]} picture and ${CODEC_NAMES[codecs.audio]} sound, but ${reason}. ${
      alternative ? `Choose ${TARGETS[alternative].label}, or open this page in ` : 'Open this page in '
    }${BROWSERS_WITH[codec]}, which can usually encode it.`,
  };
}
