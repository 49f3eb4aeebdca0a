// Issue 6, defect 1: every thin and thick grid line is drawn. Cells at fractional pixel positions
// with `contain: strict` used to lose the thin line between columns 2 and 3 of each box (and some
// row lines on narrow layouts), so a 9×9 board read as a 6×6 grid. Checked by pixels: a
// screenshot of the board, scanned along lines through the middle of cell rows and columns.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { ARTIFACTS, suite } from './harness.mjs';
import { host, shadow } from './helpers.mjs';
import { decodePng } from './png.mjs';

const SIZES = [4, 9, 16];
const WIDTHS = [1280, 1920, 375];
/** Summed |ΔR|+|ΔG|+|ΔB| from the cell background above which a pixel is ink. */
const INK = 40;

/** Runs of ink along a scan line of `n` pixels; `at(i)` gives the pixel, `bg` the background. */
function runs(n, at, bg) {
  const found = [];
  let run = null;
  for (let i = 0; i < n; i++) {
    const p = at(i);
    const d = Math.abs(p[0] - bg[0]) + Math.abs(p[1] - bg[1]) + Math.abs(p[2] - bg[2]);
    if (d > INK) {
      run ??= { start: i, end: i, ink: 0 };
      run.end = i;
      run.ink += d;
    } else if (run) {
      found.push(run);
      run = null;
    }
  }
  if (run) found.push(run);
  return found.map((r) => ({ ...r, width: r.end - r.start + 1, centre: (r.start + r.end) / 2 }));
}

/**
 * Checks one scan line: `lines` are the ink runs between the centres of the first and the last
 * cell, `centres` the cell centres along the line (relative to the same start). Returns a list of
 * problems (empty when the line is right).
 */
function checkLine(lines, centres, side, what) {
  const box = Math.round(Math.sqrt(side));
  const describeRuns = () => lines.map((r) => `${Math.round(r.centre)}:${r.width}px`).join(' ');
  if (lines.length !== side - 1) {
    return [`${what}: ${lines.length} interior lines, expected ${side - 1} (${box - 1} thick) [centre:width ${describeRuns()}]`];
  }
  const problems = [];
  lines.forEach((r, k) => {
    if (!(r.centre > centres[k] && r.centre < centres[k + 1])) {
      problems.push(`${what}: line ${k + 1} at ${r.centre} is not between cells ${k + 1} and ${k + 2}`);
    }
  });
  const thick = lines.filter((_, k) => (k + 1) % box === 0);
  const thin = lines.filter((_, k) => (k + 1) % box !== 0);
  const minThick = Math.min(...thick.map((r) => r.ink));
  const maxThin = Math.max(...thin.map((r) => r.ink));
  if (!(minThick > maxThin)) {
    problems.push(`${what}: box lines are not thicker than cell lines [centre:width ${describeRuns()}]`);
  }
  const gaps = lines.slice(1).map((r, k) => r.centre - lines[k].centre);
  const mean = gaps.reduce((a, b) => a + b, 0) / Math.max(gaps.length, 1);
  if (gaps.some((g) => Math.abs(g - mean) > 0.35 * mean)) {
    problems.push(`${what}: lines unevenly spaced (gaps ${gaps.map(Math.round).join(' ')})`);
  }
  return problems;
}

suite(
  'grid lines, by pixels',
  ({ open, server }) => {
    test('4×4, 9×9 and 16×16 boards show every thin and thick line at 1280, 1920 and 375 px', async () => {
      mkdirSync(ARTIFACTS, { recursive: true });
      const problems = [];
      for (const width of WIDTHS) {
        const page = await open(server.url, { width, height: 900 });
        for (const side of SIZES) {
          await host(page).evaluate((el, text) => el.setAttribute('puzzle', text), '.'.repeat(side * side));
          await page.waitForFunction(
            (n) => document.querySelector('sudoku-stepper').shadowRoot.querySelectorAll('.board .cell[data-cell]').length === n,
            side * side,
          );
          // No focus ring or hover inside the board: only the grid itself is drawn.
          await page.mouse.move(0, 0);
          await host(page).evaluate(async (el) => {
            el.shadowRoot.activeElement?.blur();
            /** @type {HTMLElement | null} */ (document.activeElement)?.blur();
            for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
          });
          const board = shadow(page, '.board');
          // Cell centres relative to the board's top-left corner, by cell index.
          const centres = await board.evaluate((b) => {
            const box = b.getBoundingClientRect();
            const out = [];
            for (const c of b.querySelectorAll('.cell[data-cell]')) {
              const r = c.getBoundingClientRect();
              out[Number(/** @type {HTMLElement} */ (c).dataset.cell)] = [r.left - box.left + r.width / 2, r.top - box.top + r.height / 2];
            }
            return out;
          });
          const png = await board.screenshot({ animations: 'disabled' });
          writeFileSync(`${ARTIFACTS}grid-${side}x${side}-${width}px.png`, png);
          const img = decodePng(png);
          const x = (i) => Math.min(img.width - 1, Math.max(0, Math.round(i)));
          const y = (i) => Math.min(img.height - 1, Math.max(0, Math.round(i)));
          // Rows and columns away from the first cell, which may hold the active-cell marker.
          const picks = [...new Set([1, Math.floor(side / 2), side - 1])];
          for (const r of picks) {
            const row = [...Array(side)].map((_, c) => centres[r * side + c]);
            const yy = y(row.reduce((s, p) => s + p[1], 0) / side);
            const x0 = x(row[0][0]);
            const x1 = x(row[side - 1][0]);
            const bg = img.pixel(x0, yy);
            const lines = runs(x1 - x0 + 1, (i) => img.pixel(x0 + i, yy), bg);
            problems.push(
              ...checkLine(
                lines,
                row.map((p) => p[0] - x0),
                side,
                `${side}×${side} at ${width}px, across row ${r + 1}`,
              ),
            );
          }
          for (const c of picks) {
            const col = [...Array(side)].map((_, r) => centres[r * side + c]);
            const xx = x(col.reduce((s, p) => s + p[0], 0) / side);
            const y0 = y(col[0][1]);
            const y1 = y(col[side - 1][1]);
            const bg = img.pixel(xx, y0);
            const lines = runs(y1 - y0 + 1, (i) => img.pixel(xx, y0 + i), bg);
            problems.push(
              ...checkLine(
                lines,
                col.map((p) => p[1] - y0),
                side,
                `${side}×${side} at ${width}px, down column ${c + 1}`,
              ),
            );
          }
        }
        await page.close();
      }
      assert.deepEqual(problems, [], `grid lines (screenshots in test-artifacts/grid-*.png):\n${problems.join('\n')}`);
    });
  },
  { timeout: 10_000 },
);
