// Encodes an exported run off the main thread: the page sends the frames' pixels one by one
// (RGBA, transferred), the worker answers each with progress and at the end with the file's
// bytes. GIF with gifenc (a palette per frame), WebM with WebCodecs' VideoEncoder (VP8) and
// webm-muxer. Both libraries are imported here only, so they download when a run is exported.
// Both come from www/vendor/, copied out of node_modules by scripts/build-vendor.mjs, so that any
// static host of www/ has them and the service worker precaches them (export works offline);
// esbuild bundles the same files into dist/'s worker chunk.
import { GIFEncoder, applyPalette, quantize } from '../vendor/gifenc.js';
import { ArrayBufferTarget, Muxer } from '../vendor/webm-muxer.js';

/**
 * @typedef {{ type: 'start', format: 'gif' | 'webm', width: number, height: number, delay: number }} Start
 * @typedef {{ type: 'frame', pixels: ArrayBuffer }} FrameMessage
 * @typedef {{ type: 'finish' }} Finish
 */

/**
 * An encoder of one file: `add` a frame's RGBA pixels, `finish` for the bytes.
 * @typedef {{ add(pixels: Uint8ClampedArray): void | Promise<void>, finish(): Promise<Uint8Array> }} Encoder
 */

/** @type {Encoder | null} */
let encoder = null;
let frames = 0;
/** Messages handled in order: a VideoEncoder's frames are queued behind each other. */
let queue = Promise.resolve();

self.onmessage = (/** @type {MessageEvent<Start | FrameMessage | Finish>} */ e) => {
  const msg = e.data;
  queue = queue
    .then(async () => {
      if (msg.type === 'start') {
        encoder = msg.format === 'gif' ? gifEncoder(msg) : await webmEncoder(msg);
        frames = 0;
      } else if (msg.type === 'frame') {
        await encoder?.add(new Uint8ClampedArray(msg.pixels));
        self.postMessage({ type: 'progress', frames: ++frames });
      } else {
        const bytes = await /** @type {Encoder} */ (encoder).finish();
        self.postMessage({ type: 'done', bytes }, { transfer: [bytes.buffer] });
      }
    })
    .catch((/** @type {unknown} */ err) => {
      self.postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) });
    });
};

/**
 * @param {Start} s
 * @returns {Encoder}
 */
function gifEncoder(s) {
  const gif = GIFEncoder();
  /** The frame before, whose pixels stay where this one has the same: a transparent index. */
  /** @type {Uint32Array | null} */
  let before = null;
  return {
    add(pixels) {
      // Up to 255 colours, so that one more index is left for "as before".
      const palette = quantize(pixels, before ? 255 : 256);
      const index = applyPalette(pixels, palette);
      const now = new Uint32Array(pixels.buffer);
      const same = palette.length;
      if (before) {
        // Most of a step's frame is the frame before: long runs of one index, which LZW packs
        // into a few codes (a GIF of 30 steps a quarter of the size).
        for (let i = 0; i < now.length; i++) if (now[i] === before[i]) index[i] = same;
        palette.push([0, 0, 0]);
      }
      gif.writeFrame(index, s.width, s.height, { palette, delay: s.delay, dispose: 1, transparent: before != null, transparentIndex: same });
      before = now;
    },
    async finish() {
      gif.finish();
      return gif.bytes();
    },
  };
}

/**
 * VP8 at one frame per `delay` ms, a key frame every second or so.
 * @param {Start} s
 * @returns {Promise<Encoder>}
 */
async function webmEncoder(s) {
  const config = { codec: 'vp8', width: s.width, height: s.height, bitrate: 2_000_000, framerate: 1000 / s.delay };
  if (!(await VideoEncoder.isConfigSupported(config)).supported) throw new Error('this browser cannot encode VP8 video');
  const target = new ArrayBufferTarget();
  const muxer = new Muxer({ target, video: { codec: 'V_VP8', width: s.width, height: s.height, frameRate: 1000 / s.delay } });
  /** @type {unknown} */
  let failure = null;
  const video = new VideoEncoder({
    output: (/** @type {EncodedVideoChunk} */ chunk, /** @type {EncodedVideoChunkMetadata | undefined} */ meta) => muxer.addVideoChunk(chunk, meta),
    error: (err) => {
      failure = err;
    },
  });
  video.configure(config);
  const every = Math.max(1, Math.round(1000 / s.delay));
  let n = 0;
  return {
    add(pixels) {
      if (failure) throw failure;
      const frame = new VideoFrame(pixels, {
        format: 'RGBA',
        codedWidth: s.width,
        codedHeight: s.height,
        timestamp: n * s.delay * 1000,
        duration: s.delay * 1000,
      });
      video.encode(frame, { keyFrame: n % every === 0 });
      frame.close();
      n++;
    },
    async finish() {
      await video.flush();
      if (failure) throw failure;
      video.close();
      muxer.finalize();
      return new Uint8Array(target.buffer);
    },
  };
}
