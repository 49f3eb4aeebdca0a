// The lab pages' build of the engine (www/pkg-lab: the element's engine plus the study,
// experiment and workbench exports), loaded into Node for the model's tests of those pages.
import { readFileSync } from 'node:fs';
import { initSync } from '../../pkg-lab/sudoku_stepper.js';

initSync({ module: readFileSync(new URL('../../pkg-lab/sudoku_stepper_bg.wasm', import.meta.url)) });

export * from '../../pkg-lab/sudoku_stepper.js';
