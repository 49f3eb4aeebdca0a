// The side column's room in presenter mode, given out by priority (model/fold.js): every open
// panel is shown at its readable minimum (the stylesheet's min-heights) while they all fit;
// when they do not, a tab per open panel appears over the side and the lowest-priority panels
// fold behind their tabs until the rest fit, so a room sees fewer panels whole rather than
// slivers of all. The stylesheet says where this applies (--fold on the side: presenter mode's
// one screen); elsewhere the side grows or scrolls and nothing folds.
import { h } from '../dom.js';
import { foldOrder, nextPanel } from '../model/fold.js';

/** A panel's box in the side (layout.js's slot): `hidden` while its panel is off. */
/** @typedef {{ name: string, box: HTMLElement }} SideSlot */

/**
 * @param {HTMLElement} side  the column the panels share
 * @param {SideSlot[]} slots  its panels' boxes, in the table's order
 * @param {(name: string) => string} label  a panel's name in the reader's language
 * @param {() => boolean} presenting  whether the element is in presenter mode, the one mode whose
 *   side may fold (its stylesheet says when: --fold)
 */
export function createFold(side, slots, label, presenting) {
  const tabs = h('div', { class: 'panel-tabs', role: 'group', hidden: true });
  side.prepend(tabs);
  /** The panel a presenter picked last (a tab, or the panel key). @type {string | null} */
  let chosen = null;
  // Observed: the side (a resize, a zoom) and its panels; what fit() leaves is the same for the
  // same sizes, so its own changes settle at once.
  const watch = new ResizeObserver(() => fit());
  watch.observe(side);
  /** The tab bar's buttons, by panel, remade when the open panels or the language change. */
  let made = '';
  /** @type {Map<string, HTMLButtonElement>} */
  const buttons = new Map();

  const open = () => slots.filter((s) => !s.box.hidden);
  const fits = () => side.scrollHeight <= side.clientHeight + 1;
  const unfold = () => {
    for (const s of slots) {
      s.box.removeAttribute('data-folded');
      s.box.removeAttribute('data-alone');
    }
  };
  const drawTabs = (/** @type {SideSlot[]} */ shown) => {
    const key = shown.map((s) => `${s.name}:${label(s.name)}`).join(' ');
    if (key !== made) {
      made = key;
      buttons.clear();
      tabs.replaceChildren(
        ...shown.map((s) => {
          const b = h('button', { type: 'button', 'data-panel': s.name, text: label(s.name), onclick: () => show(s.name) });
          buttons.set(s.name, b);
          return b;
        }),
      );
    }
    for (const [name, b] of buttons) {
      const on = String(!slots.find((s) => s.name === name)?.box.hasAttribute('data-folded'));
      if (b.getAttribute('aria-pressed') !== on) b.setAttribute('aria-pressed', on);
    }
  };
  /** Gives the side's room out again: after a resize, a panel opened or closed, new content. */
  const fit = () => {
    // A panel's height changes with its content (a strategy's pseudo-code, a language): watched.
    for (const panel of side.querySelectorAll(':scope > .slot > .panel')) watch.observe(panel);
    tabs.hidden = true;
    // Nothing folds outside presenter mode's one screen, so no box or style is read there (a
    // style in a container query waits for a layout): a draw, the element's first among them, is
    // not laid out ahead of its frame and then again in it.
    if (!presenting() || getComputedStyle(side).getPropertyValue('--fold').trim() !== '1') {
      unfold();
      return;
    }
    const on = open();
    // Unfolding to measure takes the scroll out of the panels' lists for a moment: kept, so a
    // refit that gives the same answer leaves the marked line where the list showed it.
    const scrolled = [...side.querySelectorAll(':scope > .slot > .panel, :scope > .slot > .panel > *')]
      .filter((e) => e.scrollTop > 0)
      .map((e) => /** @type {const} */ ([e, e.scrollTop]));
    unfold();
    if (on.length > 0 && !fits()) foldFor(on);
    for (const [e, top] of scrolled) e.scrollTop = top;
  };
  /** Folds the lowest-priority panels of `on` behind their tabs until the rest fit. @param {SideSlot[]} on */
  const foldFor = (on) => {
    if (on.length > 1) {
      tabs.hidden = false;
      drawTabs(on);
      const byName = new Map(on.map((s) => [s.name, s]));
      for (const name of foldOrder(
        on.map((s) => s.name),
        chosen,
      )) {
        if (fits()) break;
        byName.get(name)?.box.setAttribute('data-folded', '');
      }
    }
    const shown = on.filter((s) => !s.box.hasAttribute('data-folded'));
    // The one panel left takes the side's room, scrolling inside itself if that is too little.
    if (shown.length === 1) shown[0].box.setAttribute('data-alone', '');
    if (!tabs.hidden) drawTabs(on);
  };
  /** @param {string} name */
  const show = (name) => {
    chosen = name;
    fit();
    buttons.get(name)?.focus();
  };
  return {
    fit,
    /** Shows the next open panel (the panel key), when some are folded; true when it did. */
    next() {
      if (tabs.hidden) return false;
      const on = open();
      const shown = on.find((s) => !s.box.hasAttribute('data-folded'))?.name ?? null;
      const name = nextPanel(
        on.map((s) => s.name),
        chosen ?? shown,
      );
      if (name == null) return false;
      chosen = name;
      fit();
      return true;
    },
    destroy() {
      watch.disconnect();
      tabs.remove();
    },
  };
}
