// The iframe route: only the element, its settings from the URL (url.js), an "Open in full page"
// link to the demo page beside this one, and its height told to the page around the frame, which
// may size the frame to it (docs/element.md: the message and the lines that listen for it).
import { applyParams } from './url.js';

/**
 * The message the page around the frame gets on load and at every change of the content's
 * height: `{ type: 'sudoku-stepper:height', height }`, the height in CSS pixels that shows the
 * whole content without a scrollbar. It says nothing but a height, so it goes to any origin.
 */
const HEIGHT_MESSAGE = 'sudoku-stepper:height';

const el = /** @type {HTMLElement} */ (document.querySelector('sudoku-stepper'));
const query = new URLSearchParams(location.search);
applyParams(el, query);
// The element is the whole page here: load it now rather than when it is first seen, a frame
// or two later (asking for `ready` loads it).
/** @type {{ ready: Promise<void> }} */ (/** @type {unknown} */ (el)).ready.catch(() => {});
// This route is served beside the demo page (a copy of dist/ has neither): the link is not a
// guess. `open-link=off` in the URL hides it; an address points it at another demo page.
el.setAttribute('open-link', query.get('open-link') ?? new URL('./', location.href).href);

if (parent !== window) {
  let told = 0;
  // Every height told: the page may apply a message after the next one was sent (the element's
  // stand-in, then its views), and a frame at any of them is the page following the messages.
  const toldHeights = new Set();
  // The board takes the room the frame's height leaves (the element's --room). Once the page
  // sizes the frame to the height told, that room stays what it was: a board that followed the
  // frame's new height would change the height told, and the frame would creep, message after
  // message. A frame resized by anything else gives the board its new room.
  let room = innerHeight;
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const keepRoom = () => sheet.replaceSync(`sudoku-stepper { --sudoku-above: calc(100svh - ${room}px); }`);
  keepRoom();
  addEventListener('resize', () => {
    if (toldHeights.has(innerHeight) || innerHeight === room) return;
    room = innerHeight;
    keepRoom();
  });
  new ResizeObserver(() => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === told) return;
    told = height;
    toldHeights.add(height);
    parent.postMessage({ type: HEIGHT_MESSAGE, height }, '*');
  }).observe(document.documentElement);
}
