// The iframe route: only the element, its settings from the URL (url.js).
import { applyParams } from './url.js';

applyParams(/** @type {HTMLElement} */ (document.querySelector('sudoku-stepper')), new URLSearchParams(location.search));
