// The one module a page includes: <script type="module" src=".../sudoku-stepper.js">. It
// registers <sudoku-stepper>; the element loads its WASM engine relative to this module.
import { SudokuStepper } from './element/element.js';

SudokuStepper.define();

export { SudokuStepper };
