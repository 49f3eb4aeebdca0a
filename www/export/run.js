// `<sudoku-stepper>`'s exportRun (CONTRACT.md): walks the element's own session over the steps
// asked for (goTo, as a reader would), draws each step from the element's view model into a
// canvas (render.js), and hands the pixels to a worker that encodes them (export-worker.js);
// the element is back at its step afterwards, whether the export finished, failed or was
// cancelled. Imported on the first export only: a page that never exports loads none of it.
import { loadMessages, resolveLanguage } from '../i18n/messages.js';
import { drawFrame, frameLayout } from './render.js';

/** @typedef {import('../element/types.js').ExportOptions} ExportOptions */
/** @typedef {import('./render.js').Frame} Frame */

/** Steps in a GIF or WebM when `to` is not given. */
export const DEFAULT_SPAN = 30;
/** The frames' width when none is given, and the widths allowed (pixels). */
const WIDTH = { fallback: 480, min: 120, max: 2048 };
/** A frame stays at least this long (ms): GIF players slow shorter delays down. */
const MIN_DELAY = 20;

/**
 * What the export reads of the element: its step, a way to move it and its speed; and what its
 * views draw now (the presenter's view model).
 * @typedef {Pick<import('../element/element.js').SudokuStepper, 'stats' | 'goTo' | 'speed'> & HTMLElement} Stepper
 * @typedef {() => { board: Frame['board'], narration: string }} View
 */

/**
 * @param {Stepper} el
 * @param {View} view
 * @param {ExportOptions} options
 * @returns {Promise<Blob>}
 */
export async function exportRun(el, view, options = {}) {
  const x = { el, view, speed: el.speed, step: () => el.stats.steps, goTo: (/** @type {number} */ n) => el.goTo(n) };
  const { format = 'png', signal, onProgress } = options;
  if (!['png', 'gif', 'webm'].includes(format)) throw new RangeError(`exportRun: format must be png, gif or webm, got ${String(format)}`);
  const width = options.width ?? WIDTH.fallback;
  if (!Number.isInteger(width) || width < WIDTH.min || width > WIDTH.max) {
    throw new RangeError(`exportRun: width must be a whole number of pixels from ${WIDTH.min} to ${WIDTH.max}, got ${String(width)}`);
  }
  signal?.throwIfAborted();
  const start = x.step();
  const from = format === 'png' ? start : (options.from ?? start);
  const to = format === 'png' ? start : (options.to ?? from + DEFAULT_SPAN);
  for (const [name, n] of [
    ['from', from],
    ['to', to],
  ]) {
    if (!Number.isSafeInteger(n) || /** @type {number} */ (n) < 0) throw new RangeError(`exportRun: ${name} must be a whole number ≥ 0, got ${String(n)}`);
  }
  if (to < from) throw new RangeError(`exportRun: to (${to}) is before from (${from})`);
  const messages = await loadMessages(resolveLanguage(x.el));
  const at = frameLayout(width);
  const canvas = new OffscreenCanvas(at.width, at.height);
  const ctx = /** @type {OffscreenCanvasRenderingContext2D} */ (canvas.getContext('2d', { willReadFrequently: true }));
  /** Draws the element's step now. */
  const draw = () => {
    const v = x.view();
    drawFrame(ctx, at, { board: v.board, narration: v.narration, counter: messages.t('export.counter', { step: x.step() }) });
  };
  if (format === 'png') {
    draw();
    return canvas.convertToBlob({ type: 'image/png' });
  }
  const delay = Math.max(MIN_DELAY, Math.round(1000 / Math.max(x.speed, 1e-3)));
  const worker = new Worker(new URL('./export-worker.js', import.meta.url), { type: 'module' });
  /** The walk over the steps, which a cancel stops at its next step. */
  const walk = { done: Promise.resolve() };
  try {
    return await encode(x, worker, { format, from, to, at, delay, draw, ctx, signal, onProgress, walk });
  } finally {
    worker.terminate();
    await walk.done;
    await x.goTo(start);
  }
}

/**
 * Steps from `from` to `to` (or the search's end before it), a frame each, and waits for the
 * worker's file; rejects with the signal's reason when it aborts.
 * @param {{ step: () => number, goTo: (n: number) => Promise<unknown> }} x
 * @param {Worker} worker
 * @param {{ format: 'gif' | 'webm', from: number, to: number, at: import('./render.js').FrameLayout, delay: number,
 *   draw: () => void, ctx: OffscreenCanvasRenderingContext2D, signal?: AbortSignal,
 *   onProgress?: ExportOptions['onProgress'], walk: { done: Promise<unknown> } }} o
 * @returns {Promise<Blob>}
 */
function encode(x, worker, o) {
  const type = o.format === 'gif' ? 'image/gif' : 'video/webm';
  return new Promise((resolve, reject) => {
    let total = o.to - o.from + 1;
    const abort = () => reject(o.signal?.reason);
    o.signal?.addEventListener('abort', abort, { once: true });
    const settle = () => o.signal?.removeEventListener('abort', abort);
    worker.onmessage = (/** @type {MessageEvent} */ e) => {
      const m = e.data;
      if (m.type === 'progress') o.onProgress?.({ done: m.frames, total });
      else if (m.type === 'done') {
        settle();
        resolve(new Blob([m.bytes], { type }));
      } else {
        settle();
        reject(new Error(m.message));
      }
    };
    worker.onerror = (e) => {
      settle();
      reject(new Error(e.message || 'the export worker failed to load'));
    };
    worker.postMessage({ type: 'start', format: o.format, width: o.at.width, height: o.at.height, delay: o.delay });
    o.walk.done = (async () => {
      for (let step = o.from; step <= o.to; step++) {
        if (o.signal?.aborted) return;
        await x.goTo(step);
        // The search ended before `to`: the run is shorter.
        if (x.step() !== step) {
          total = step - o.from;
          break;
        }
        o.draw();
        const { data } = o.ctx.getImageData(0, 0, o.at.width, o.at.height);
        worker.postMessage({ type: 'frame', pixels: data.buffer }, [data.buffer]);
      }
      if (total === 0) throw new RangeError(`exportRun: the search never reaches step ${o.from}`);
      worker.postMessage({ type: 'finish' });
    })().catch((err) => {
      settle();
      reject(err);
    });
  });
}
