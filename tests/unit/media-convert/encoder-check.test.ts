import { describe, expect, it } from 'vitest';
import type { Encoders } from '@/lib/media/convert/codecs';
import { checkEncoders } from '@/lib/media/convert/encoder-check';

const all: Encoders = { avc: true, vp9: true, aac: true, opus: true };
// What Debian's chromium 156 reported: H.264, VP9 and Opus encoders, no AAC encoder.
const noAac: Encoders = { ...all, aac: false };
const webmFile = {
  video: { codec: 'vp8', width: 320, height: 240 },
  audio: { codec: 'opus' },
};
const iphoneFile = {
  video: { codec: 'avc', width: 1920, height: 1080 },
  audio: { codec: 'aac' },
};

describe('saying before converting when this browser cannot make a format', () => {
  it('says nothing when every encoder is there, or for formats with no codec rule', () => {
    expect(checkEncoders('mp4', all, webmFile)).toBeUndefined();
    expect(
      checkEncoders('mkv', { avc: false, vp9: false, aac: false, opus: false }, webmFile),
    ).toBeUndefined();
    expect(checkEncoders('mp3', noAac, webmFile)).toBeUndefined();
  });

  it('blocks WebM (VP8 + Opus) to MP4 without an AAC encoder, and offers WebM instead', () => {
    expect(checkEncoders('mp4', noAac, webmFile)).toEqual({
      blocks: true,
      message:
        'MP4 needs H.264 picture and AAC sound, but this browser cannot encode AAC, so it cannot turn this file’s Opus sound into it. Choose WebM, or open this page in Chrome or Edge on Windows or a Mac, or Safari, which can usually encode it.',
    });
    expect(checkEncoders('mov', noAac, webmFile)?.message).toMatch(/^MOV needs H\.264 picture and AAC sound/);
  });

  it('lets a track through that is copied and needs no encoder', () => {
    expect(checkEncoders('mov', noAac, iphoneFile)).toBeUndefined();
    expect(checkEncoders('mp4', noAac, { video: webmFile.video })).toBeUndefined();
    expect(checkEncoders('mp4', { ...all, avc: false }, iphoneFile)).toBeUndefined();
  });

  it('counts a resized or trimmed picture as encoded again', () => {
    const noH264 = { ...all, avc: false };
    expect(checkEncoders('mp4', noH264, iphoneFile, { resolution: '720' })?.message).toBe(
      'MP4 needs H.264 picture and AAC sound, but a resized or trimmed picture has to be encoded again as H.264, and this browser cannot encode H.264. Choose WebM, or open this page in Chrome or Edge on Windows or a Mac, or Safari, which can usually encode it.',
    );
    expect(checkEncoders('mp4', noH264, iphoneFile, { trimmed: true })?.blocks).toBe(true);
    // 1080 lines already: nothing to scale, so the picture is still copied.
    expect(checkEncoders('mp4', noH264, iphoneFile, { resolution: '1080' })).toBeUndefined();
  });

  it('offers no other format when this browser can make none', () => {
    const none = { avc: false, vp9: false, aac: false, opus: false };
    expect(checkEncoders('webm', none, webmFile)?.message).toBe(
      'WebM needs VP9 picture and Opus sound, but this browser cannot encode VP9, so it cannot turn this file’s VP8 picture into it. Open this page in Chrome, Edge or Firefox, which can usually encode it.',
    );
  });

  it('before a file is chosen, notes what can still be made without blocking', () => {
    expect(checkEncoders('mp4', noAac)).toEqual({
      blocks: false,
      message:
        'This browser cannot encode AAC sound, which MP4 needs: it can make MP4 here only from a video whose sound is already AAC, or that has none.',
    });
  });
});
