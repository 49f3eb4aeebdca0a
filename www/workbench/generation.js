// The workbench's generator panel at work: it generates a puzzle as asked (in slices, generate.js)
// and hands it to the page's element, says how far it got and which CLI command makes the same
// puzzle, and opens the 4-up sheet. Apart from the solving by hand (workbench.js), which only
// sees the puzzle once the element has it.
import { sheetUrl } from '../model/worksheet.js';
import { generateSliced } from './generate.js';

/** @typedef {import('../engine/lab.js').Lab} Lab */
/** @typedef {{ side: number, symmetric: boolean, difficulty: string }} Request */

/**
 * The CLI command that makes the same puzzle as the page's generator did.
 * @param {Request} request
 * @param {number} seed
 * @param {number} standard  the side the CLI makes when it is not told one (the engine's standard)
 */
function command(request, seed, standard) {
  const size = request.side === standard ? '' : ` --size ${request.side}`;
  const sym = request.symmetric ? ' --symmetric' : '';
  const label = request.difficulty ? ` --difficulty ${request.difficulty}` : '';
  return `sudoku-stepper generate --seed ${seed}${size}${sym}${label}`;
}

/** @param {unknown} err */
export const said = (err) => (err instanceof Error ? err.message : String(err));

/** A new seed for the generator, as the CLI takes it. */
const newSeed = () => crypto.getRandomValues(new Uint32Array(1))[0];

export class Generation {
  /**
   * @param {Lab} lab  the lab build, which generates
   * @param {number} standard  the engine's standard side
   * @param {(key: string, values?: import('../i18n/format.js').Values) => string} t  a message of the page's language
   * @param {{ draw: () => void, found: (puzzle: string) => void }} to  redraws; takes a generated puzzle
   */
  constructor(lab, standard, t, to) {
    this.lab = lab;
    this.standard = standard;
    this.t = t;
    this.to = to;
    this.busy = false;
    this.status = '';
    this.stop = () => {};
  }

  /**
   * Generates a puzzle as asked and hands it on; a second press stops it.
   * @param {Request} request
   */
  generate(request) {
    if (this.busy) {
      this.stop();
      return;
    }
    const what = { level: request.difficulty || 'any', side: String(request.side) };
    const { done, stop } = generateSliced(this.lab, { ...request, seed: newSeed() }, (tried) => {
      this.status = this.t('page.wb.gen-looking', { ...what, tried });
      this.to.draw();
    });
    this.busy = true;
    this.status = this.t('page.wb.gen-start', what);
    this.stop = stop;
    this.to.draw();
    done
      .then(
        (result) => {
          if (result.puzzle !== null) {
            this.status = this.t('page.wb.gen-done', {
              ...what,
              seed: String(result.seed),
              command: command(request, result.seed, this.standard),
            });
            this.to.found(result.puzzle);
          } else {
            this.status = this.t('page.wb.gen-none', { ...what, tried: result.tried });
          }
        },
        (err) => {
          this.status = said(err);
        },
      )
      .finally(() => {
        this.busy = false;
        this.to.draw();
      });
  }
}

/**
 * Opens the 4-up sheet: four puzzles of `request` from a new seed on (worksheet/four.js).
 * @param {Request} request
 * @param {string} lang  the page's language
 */
export function printFour(request, lang) {
  window.open(
    sheetUrl(new URL('worksheet.html', location.href), {
      four: 1,
      size: request.side,
      symmetric: request.symmetric ? 1 : 0,
      difficulty: request.difficulty,
      seed: newSeed(),
      lang,
    }),
    '_blank',
    'noopener',
  );
}
