/**
 * How far the browser's video encoder has really got. mediabunny reports progress as frames are
 * handed to the encoder, but Chromium's software VP9 and H.264 encoders queue them and lag far
 * behind: on a 2-core machine a 12-second 720p clip read "100%" after 1 s and took 9 s. So while a
 * conversion runs, each VideoEncoder made is a subclass that notes the end time of its output.
 */
export type EncodedTime = {
  /** Seconds of picture encoded so far; undefined while no encoder is in use (tracks copied). */
  seconds(): number | undefined;
  restore(): void;
};

export function watchEncodedTime(): EncodedTime {
  const Native = globalThis.VideoEncoder;
  let latest: number | undefined;
  if (typeof Native === 'undefined') return { seconds: () => undefined, restore: () => undefined };

  class Watched extends Native {
    constructor(init: VideoEncoderInit) {
      super({
        ...init,
        output: (chunk, meta) => {
          const end = (chunk.timestamp + (chunk.duration ?? 0)) / 1e6;
          latest = Math.max(latest ?? 0, end);
          init.output(chunk, meta);
        },
      });
      latest ??= 0;
    }
  }
  globalThis.VideoEncoder = Watched;
  return {
    seconds: () => latest,
    restore: () => {
      if (globalThis.VideoEncoder === Watched) globalThis.VideoEncoder = Native;
    },
  };
}
