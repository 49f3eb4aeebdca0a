// The one module a page includes: <script type="module" src=".../sudoku-stepper.js">. It
// registers <sudoku-stepper> and <sudoku-compare>; they load their WASM engine relative to
// this module.
import { SudokuStepper } from './element/element.js';
import { SudokuCompare } from './compare/element.js';

SudokuStepper.define();
SudokuCompare.define();

export { SudokuStepper, SudokuCompare };
