// Issue 21: exportRun through dist/. A GIF (under the strict CSP) and a WebM of 30 steps decode
// in the browser's own decoders to 30 frames of the asked width, and their first and last frames
// show the board at those steps: the given cells in the given colour, a cell empty at the first
// step blank there and a digit in the last; a PNG of the step shown; Cancel; the element back
// at its step each time; and the demo page's Export form down to its download link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, mkdirSync } from 'node:fs';
import { ARTIFACTS, suite } from './harness.mjs';
import { EASY, host } from './helpers.mjs';
import { EXPORT_COLOURS, frameLayout } from '../export/render.js';

const WIDTH = 360;
const FROM = 3;
const TO = FROM + 29;

/** '#rrggbb' as [r, g, b]. @param {string} hex */
const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
/** The largest difference of a channel. */
const distance = (a, b) => Math.max(...a.map((v, i) => Math.abs(v - b[i])));

/**
 * Exports in the page (the stepper at `FROM` first) and decodes the file there: its frame count,
 * size, the first and last frames' pixels, the boards at FROM and TO and the step after.
 * @param {import('playwright-core').Page} page
 * @param {'gif' | 'webm'} format
 */
function exportAndDecode(page, format) {
  return host(page).evaluate(
    async (el, [fmt, from, to, width]) => {
      await el.ready;
      el.speed = 10;
      await el.goTo(to);
      const last = el.current;
      await el.goTo(from);
      const first = el.current;
      const t0 = performance.now();
      const progress = [];
      const blob = await el.exportRun({ format: fmt, from, to, width, onProgress: (p) => progress.push(p.done) });
      const ms = performance.now() - t0;
      const after = el.stats.steps;
      /** @param {CanvasImageSource} src @param {number} w @param {number} h */
      const pixels = (src, w, h) => {
        const c = new OffscreenCanvas(w, h);
        const ctx = /** @type {OffscreenCanvasRenderingContext2D} */ (c.getContext('2d'));
        ctx.drawImage(src, 0, 0);
        // As base64: a JSON array of every channel is slow to hand over.
        const bytes = ctx.getImageData(0, 0, w, h).data;
        let text = '';
        for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(text);
      };
      let count;
      let size;
      let frames;
      let duration = null;
      if (fmt === 'gif') {
        // The browser's own GIF decoder (WebCodecs' ImageDecoder), fed the bytes: no URL, no CSP.
        const decoder = new ImageDecoder({ data: await blob.arrayBuffer(), type: 'image/gif' });
        await decoder.tracks.ready;
        count = decoder.tracks.selectedTrack?.frameCount;
        const one = (await decoder.decode({ frameIndex: 0 })).image;
        const end = (await decoder.decode({ frameIndex: /** @type {number} */ (count) - 1 })).image;
        size = [one.displayWidth, one.displayHeight];
        frames = [pixels(one, size[0], size[1]), pixels(end, size[0], size[1])];
        one.close();
        end.close();
        decoder.close();
      } else {
        const video = document.createElement('video');
        video.muted = true;
        video.src = URL.createObjectURL(blob);
        await new Promise((ok, fail) => {
          video.onloadeddata = ok;
          video.onerror = () => fail(new Error('the WebM did not load'));
        });
        size = [video.videoWidth, video.videoHeight];
        duration = video.duration;
        /** @param {number} t */
        const at = async (t) => {
          // The media time of the frame the element presents next (-1 until it does).
          let shown = -1;
          video.requestVideoFrameCallback((_, meta) => {
            shown = meta.mediaTime;
          });
          video.currentTime = t;
          await new Promise((ok) => {
            video.onseeked = ok;
          });
          // 'seeked' can come before the decoded frame reaches the element: drawn then, it is
          // all black, or still the frame shown before (now and then, on a loaded machine).
          // Wait frame by frame until the frame at t is presented and not black.
          const probe = /** @type {OffscreenCanvasRenderingContext2D} */ (new OffscreenCanvas(4, 4).getContext('2d'));
          for (let wait = 0; wait < 60; wait++) {
            probe.drawImage(video, 0, 0, 4, 4);
            const lit = probe.getImageData(0, 0, 4, 4).data.some((v, i) => i % 4 !== 3 && v > 0);
            if (lit && shown >= 0 && Math.abs(shown - t) <= 0.1) break;
            await new Promise((ok) => requestAnimationFrame(ok));
          }
          return pixels(video, size[0], size[1]);
        };
        // The middle of the first and of the last frame (a frame per step, 0.1 s each at speed 10).
        frames = [await at(0.05), await at((to - from) * 0.1 + 0.05)];
        count = Math.round(duration / 0.1);
      }
      return { count, size, frames, first, last, after, duration, progress, ms, bytes: blob.size };
    },
    [format, FROM, TO, WIDTH],
  );
}

/** The frames' pixels as bytes. @template {{ frames: string[] }} T @param {T} r */
const decoded = (r) => ({ ...r, frames: r.frames.map((f) => new Uint8Array(Buffer.from(f, 'base64'))) });

/**
 * Checks a decoded frame against the board text at its step: every given cell's background is
 * the given colour; `blank` cells show no ink, `filled` cells a digit in a search colour.
 * @param {Uint8Array} data  RGBA
 * @param {string} puzzle
 * @param {{ blank: number[], filled: number[], tolerance: number, label: string }} o
 */
function checkFrame(data, puzzle, o) {
  const at = frameLayout(WIDTH);
  const side = Math.round(Math.sqrt(puzzle.length));
  const size = at.board / side;
  const pixel = (x, y) => {
    const i = 4 * (Math.round(y) * at.width + Math.round(x));
    return [data[i], data[i + 1], data[i + 2]];
  };
  const origin = (cell) => [at.pad + (cell % side) * size, at.pad + Math.floor(cell / side) * size];
  const given = rgb(EXPORT_COLOURS.given);
  let givens = 0;
  for (let cell = 0; cell < puzzle.length; cell++) {
    if (puzzle[cell] === '.') continue;
    const [x, y] = origin(cell);
    const got = pixel(x + size * 0.18, y + size * 0.18);
    assert.ok(distance(got, given) <= o.tolerance, `${o.label}: given cell ${cell} has the given colour, got ${got}`);
    givens++;
  }
  assert.ok(givens > 0);
  /** Pixels of the cell's middle within `tolerance` of one of `colours`. */
  const inked = (cell, colours) => {
    const [x, y] = origin(cell);
    let n = 0;
    for (let dy = size * 0.25; dy < size * 0.75; dy++) {
      for (let dx = size * 0.25; dx < size * 0.75; dx++) {
        const p = pixel(x + dx, y + dy);
        if (colours.some((c) => distance(p, c) <= o.tolerance * 2)) n++;
      }
    }
    return n;
  };
  const digits = [EXPORT_COLOURS.guess, EXPORT_COLOURS.forced].map(rgb);
  const dark = [EXPORT_COLOURS.ink, EXPORT_COLOURS.guess, EXPORT_COLOURS.forced, EXPORT_COLOURS.cleared].map(rgb);
  for (const cell of o.blank) assert.equal(inked(cell, dark), 0, `${o.label}: cell ${cell} is blank`);
  for (const cell of o.filled) assert.ok(inked(cell, digits) > 5, `${o.label}: cell ${cell} shows a digit in a search colour`);
}

/** Cells empty in `first` and filled in `last`. */
const newlyFilled = (first, last) => [...first].flatMap((ch, i) => (ch === '.' && last[i] !== '.' ? [i] : []));

/** Saves a decoded frame as a PNG in test-artifacts/ (to look at). */
async function saveFrame(page, data, name) {
  const at = frameLayout(WIDTH);
  const png = await page.evaluate(
    async ([d, w, h]) => {
      const c = new OffscreenCanvas(w, h);
      const ctx = /** @type {OffscreenCanvasRenderingContext2D} */ (c.getContext('2d'));
      const bytes = Uint8ClampedArray.from(atob(d), (ch) => ch.charCodeAt(0));
      ctx.putImageData(new ImageData(bytes, w, h), 0, 0);
      const b = await c.convertToBlob({ type: 'image/png' });
      return Array.from(new Uint8Array(await b.arrayBuffer()));
    },
    [Buffer.from(data).toString('base64'), at.width, at.height],
  );
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(`${ARTIFACTS}${name}.png`, Buffer.from(png));
}

suite('exportRun: PNG, GIF and WebM of a run, drawn from the model', ({ open, server }) => {
  test('a GIF of 30 steps, under the strict CSP, decodes to 30 frames showing the boards at its ends', async () => {
    const page = await open(`${server.url}tests/fixtures/dist-strict-csp.html?csp=strict`);
    await host(page).evaluate((el, p) => {
      el.puzzle = p;
      el.strategy = 'backtracking';
    }, EASY);
    const r = decoded(await exportAndDecode(page, 'gif'));
    const at = frameLayout(WIDTH);
    assert.equal(r.count, 30);
    assert.deepEqual(r.size, [at.width, at.height]);
    assert.equal(r.after, FROM, 'the element is back at its step');
    assert.deepEqual(
      r.progress,
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    const filled = newlyFilled(r.first, r.last);
    assert.ok(filled.length > 0, 'the run fills cells');
    checkFrame(r.frames[0], EASY, { blank: filled, filled: [], tolerance: 4, label: 'first frame' });
    checkFrame(r.frames[1], EASY, { blank: [], filled, tolerance: 4, label: 'last frame' });
    await saveFrame(page, r.frames[0], 'export-gif-first');
    await saveFrame(page, r.frames[1], 'export-gif-last');
    console.log(`gif: 30 steps at ${WIDTH}px in ${Math.round(r.ms)} ms, ${r.bytes} bytes`);
  });

  test('a WebM of 30 steps plays 3 s at speed 10 and shows the boards at its ends', async () => {
    const page = await open(`${server.url}tests/fixtures/dist-blank.html`, undefined, { ready: false });
    await page.evaluate((p) => {
      const el = document.createElement('sudoku-stepper');
      el.setAttribute('puzzle', p);
      el.setAttribute('strategy', 'backtracking');
      document.querySelector('main')?.append(el);
    }, EASY);
    const r = decoded(await exportAndDecode(page, 'webm'));
    const at = frameLayout(WIDTH);
    assert.deepEqual(r.size, [at.width, at.height]);
    assert.ok(Math.abs(/** @type {number} */ (r.duration) - 3) < 0.15, `duration ${r.duration}`);
    assert.equal(r.after, FROM, 'the element is back at its step');
    const filled = newlyFilled(r.first, r.last);
    // VP8 is lossy: colours within a few levels of what was drawn.
    checkFrame(r.frames[0], EASY, { blank: filled, filled: [], tolerance: 24, label: 'first frame' });
    checkFrame(r.frames[1], EASY, { blank: [], filled, tolerance: 24, label: 'last frame' });
    await saveFrame(page, r.frames[1], 'export-webm-last');
    console.log(`webm: 30 steps at ${WIDTH}px in ${Math.round(r.ms)} ms, ${r.bytes} bytes`);
  });

  test('a PNG of the step shown, at the width asked; Cancel stops a GIF and leaves the element where it was', async () => {
    const page = await open(`${server.url}tests/fixtures/dist-strict-csp.html?csp=strict`);
    const r = await host(page).evaluate(async (el) => {
      await el.goTo(7);
      const png = await el.exportRun({ format: 'png', width: 300 });
      const bitmap = await createImageBitmap(png);
      const abort = new AbortController();
      const cancelled = await el.exportRun({ format: 'gif', from: 0, to: 200, signal: abort.signal, onProgress: () => abort.abort() }).then(
        () => 'finished',
        (err) => err.name,
      );
      const bad = await el.exportRun({ format: 'mp4' }).then(
        () => 'finished',
        (err) => err.name,
      );
      return { type: png.type, w: bitmap.width, h: bitmap.height, cancelled, bad, step: el.stats.steps };
    });
    assert.deepEqual(r, { type: 'image/png', w: 300, h: frameLayout(300).height, cancelled: 'AbortError', bad: 'RangeError', step: 7 });
  });

  test("the demo page's Export form makes a GIF of the steps it names and offers it for download", async () => {
    const page = await open(`${server.url}?puzzle=${EASY}&strategy=backtracking`);
    await page.selectOption('#export select[name=format]', 'gif');
    await page.fill('#export input[name=from]', '0');
    await page.fill('#export input[name=to]', '4');
    await page.click('#export button[type=submit]');
    const link = page.locator('#export a.export-link');
    await link.waitFor({ state: 'visible' });
    assert.equal(await link.getAttribute('download'), 'sudoku-steps-0-4.gif');
    assert.match((await link.textContent()) ?? '', /^Download sudoku-steps-0-4\.gif \(\d+ KB\)$/);
    assert.equal(await host(page).evaluate((el) => el.stats.steps), 0);
  });
});
