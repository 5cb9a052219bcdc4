import { describe, expect, it } from 'vitest';
import {
  checkTrim,
  defaultSettings,
  estimateAudioBytes,
  explainConversion,
  formatTime,
  MAX_INPUT_BYTES,
  mediaFileProblem,
  outputFileName,
  parseTime,
  scaledSize,
  type FileFacts,
} from '@/lib/media/convert/targets';

const facts: FileFacts = {
  name: 'interview.mov',
  size: 48_000_000,
  duration: 120,
  video: { codec: 'avc', width: 1920, height: 1080 },
  audio: { codec: 'aac', channels: 2, sampleRate: 48_000 },
};

describe('the file chosen', () => {
  it('takes a video by its type or its name', () => {
    expect(mediaFileProblem({ name: 'a.mov', type: 'video/quicktime', size: 10 }, 'video')).toBeUndefined();
    expect(mediaFileProblem({ name: 'clip.MKV', type: '', size: 10 }, 'video')).toBeUndefined();
  });

  it('refuses audio on the video converter but takes it for audio extraction', () => {
    const wav = { name: 'call.wav', type: 'audio/wav', size: 10 };
    expect(mediaFileProblem({ ...wav, name: 'call.bin' }, 'video')).toMatch(/is not a video/);
    expect(mediaFileProblem(wav, 'media')).toBeUndefined();
  });

  it('says why a file cannot be used, naming it', () => {
    expect(mediaFileProblem({ name: 'notes.pdf', type: 'application/pdf', size: 10 }, 'media')).toBe(
      '“notes.pdf” is not a video or audio file. Choose an MP4, MOV, WebM, MKV, MP3, WAV or M4A file.',
    );
    expect(mediaFileProblem({ name: 'a.mp4', type: 'video/mp4', size: 0 }, 'video')).toBe(
      '“a.mp4” is empty. Choose another file.',
    );
    expect(
      mediaFileProblem({ name: 'a.mp4', type: 'video/mp4', size: MAX_INPUT_BYTES + 1 }, 'video'),
    ).toMatch(/over the 2\.00 GB/);
  });
});

describe('trim times', () => {
  it('reads seconds, minutes:seconds and hours:minutes:seconds', () => {
    expect(parseTime('')).toEqual({ ok: true });
    expect(parseTime('75')).toEqual({ ok: true, seconds: 75 });
    expect(parseTime('1:15')).toEqual({ ok: true, seconds: 75 });
    expect(parseTime(' 1:02:05 ')).toEqual({ ok: true, seconds: 3725 });
    expect(parseTime('0:07.5')).toEqual({ ok: true, seconds: 7.5 });
  });

  it('explains a time it cannot read', () => {
    expect(parseTime('1m15s')).toEqual({
      ok: false,
      message: 'Write a time as seconds (75) or minutes:seconds (1:15).',
    });
    expect(parseTime('1:75')).toEqual({ ok: false, message: 'Seconds after a colon go up to 59.' });
    expect(parseTime('1:60:00')).toEqual({ ok: false, message: 'Minutes go up to 59.' });
  });

  it('writes times back the way they are typed', () => {
    expect(formatTime(75.5)).toBe('1:15.5');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(9)).toBe('0:09');
  });

  it('puts each problem beside its own field', () => {
    expect(checkTrim(10, 5, 120)).toEqual({ end: 'The end must come after the start.' });
    expect(checkTrim(130, undefined, 120)).toEqual({
      start: 'The file is only 2:00 long: start before that.',
    });
    expect(checkTrim(undefined, 150, 120)).toEqual({
      end: 'The file ends at 2:00: leave this empty to keep the rest.',
    });
    expect(checkTrim(5, 30, 120)).toEqual({});
  });
});

describe('output', () => {
  it('names the result after the file, with the new extension and no unsafe characters', () => {
    expect(outputFileName('Team intro (final).mov', 'mp3')).toBe('Team intro (final).mp3');
    expect(outputFileName('a/b:c?.webm', 'mp4')).toBe('a-b-c-.mp4');
    expect(outputFileName('.mov', 'wav')).toBe('converted.wav');
    expect(outputFileName('recording.2026.11.22', 'mkv')).toBe('recording.2026.11.mkv');
  });

  it('scales the short side to the lines asked for, keeping shape and even sizes, never enlarging', () => {
    expect(scaledSize(1920, 1080, '720')).toEqual({ width: 1280, height: 720 });
    expect(scaledSize(1080, 1920, '480')).toEqual({ width: 480, height: 854 });
    expect(scaledSize(1280, 720, '1080')).toBeUndefined();
    expect(scaledSize(1920, 1080, 'keep')).toBeUndefined();
  });

  it('estimates audio sizes: exact for WAV, by bitrate for MP3', () => {
    const wav = { ...defaultSettings('wav'), sampleRate: '16000' as const, channels: 'mono' as const };
    expect(estimateAudioBytes(wav, facts)).toBe(16_000 * 120 * 2 + 44);
    const mp3 = { ...defaultSettings('mp3'), mp3Bitrate: 128 as const, trimStart: 60 };
    expect(estimateAudioBytes(mp3, facts)).toBe(960_000);
    expect(estimateAudioBytes(defaultSettings('mp4'), facts)).toBeUndefined();
    expect(estimateAudioBytes(defaultSettings('mp3'), { ...facts, audio: undefined })).toBeUndefined();
  });

  it('explains the conversion with the file’s own figures', () => {
    const video = explainConversion({ ...defaultSettings('mp4'), resolution: '720', trimEnd: 30 }, facts);
    expect(video.steps).toContain('Trim: from 0:00 to 0:30, so 0:30 is converted.');
    expect(video.steps).toContain(
      'The picture is scaled from 1920 × 1080 to 1280 × 720 and encoded again as H.264.',
    );
    expect(video.steps).toContain('The sound is already AAC, so it is copied as it is.');
    expect(video.formula).toBe('MP4 container ← H.264 picture + AAC sound');
    const webm = explainConversion(defaultSettings('webm'), facts);
    expect(webm.steps).toContain('The picture is decoded from H.264 and encoded again as VP9.');
    expect(webm.steps).toContain('The sound is decoded from AAC and encoded again as Opus.');
    const mp3 = explainConversion(defaultSettings('mp3'), facts);
    expect(mp3.formula).toBe('MP3 size = bitrate × seconds ÷ 8');
    expect(mp3.steps.at(-1)).toBe('192 kbps × 120.0 s ÷ 8 = about 2.9 MB.');
  });
});
