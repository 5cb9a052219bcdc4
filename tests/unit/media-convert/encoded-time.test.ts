import { afterEach, describe, expect, it } from 'vitest';
import { watchEncodedTime } from '@/lib/media/convert/encoded-time';

/** Stands in for the browser's encoder: `emit` plays a chunk coming out of it. */
class FakeEncoder {
  static made: FakeEncoder[] = [];
  constructor(readonly init: VideoEncoderInit) {
    FakeEncoder.made.push(this);
  }
  emit(timestamp: number, duration: number) {
    this.init.output({ timestamp, duration } as EncodedVideoChunk, undefined);
  }
}

const original = globalThis.VideoEncoder;
afterEach(() => {
  globalThis.VideoEncoder = original;
  FakeEncoder.made = [];
});

describe('time of picture the encoder has finished', () => {
  it('is unknown while no encoder is made (tracks copied), then follows the chunks that come out', () => {
    globalThis.VideoEncoder = FakeEncoder as unknown as typeof VideoEncoder;
    const watch = watchEncodedTime();
    expect(watch.seconds()).toBeUndefined();
    const seen: number[] = [];
    const encoder = new globalThis.VideoEncoder({
      output: (chunk) => seen.push(chunk.timestamp),
      error: () => undefined,
    });
    expect(watch.seconds()).toBe(0);
    const fake = FakeEncoder.made[0]!;
    fake.emit(0, 33_333);
    fake.emit(1_966_667, 33_333);
    expect(watch.seconds()).toBeCloseTo(2, 5);
    // The page's own output callback still gets every chunk.
    expect(seen).toEqual([0, 1_966_667]);
    expect(encoder).toBeInstanceOf(FakeEncoder);
    watch.restore();
    expect(globalThis.VideoEncoder).toBe(FakeEncoder);
  });
});
