/**
 * The codecs the video formats are made with, by their mediabunny ids and the names people know.
 * An MP4 may legally hold VP8 or Opus, but Safari, iPhones, QuickTime and PowerPoint then cannot
 * play it, which is why each format in `./targets.ts` names the codecs it is always made with.
 */

export type VideoCodecId = 'avc' | 'vp9';
export type AudioCodecId = 'aac' | 'opus';
export type CodecId = VideoCodecId | AudioCodecId;

export const CODEC_NAMES: Record<CodecId, string> = { avc: 'H.264', vp9: 'VP9', aac: 'AAC', opus: 'Opus' };

/** Whether this browser has an encoder for each codec. */
export type Encoders = Record<CodecId, boolean>;

/** mediabunny's codec ids as people know them: `avc` is H.264, `pcm-s16` is PCM. */
export function codecName(codec: string): string {
  if (codec in CODEC_NAMES) return CODEC_NAMES[codec as CodecId];
  if (codec === 'hevc') return 'H.265';
  if (codec.startsWith('pcm')) return 'PCM';
  return codec.toUpperCase();
}
