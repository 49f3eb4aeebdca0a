// The library: save the current puzzle under a name, the saved puzzles with Open and Delete,
// export to and import from a text file, what is wrong with the store, and the page's theme.
// Reports what the user does as intents; storage and files' contents are the page's business.
//
// The list holds up to the library's limit (thousands of puzzles), so only the rows in view and
// a margin are in the document: its box scrolls over padding that stands for the others, each
// row says its position and the list's size, and the arrow keys, Home and End move between rows
// that are not drawn yet.
import { h, intent, setDisabled, setHidden, setText } from '../dom.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/**
 * @typedef {object} LibraryView
 * @property {number} count     how many puzzles are saved
 * @property {number} version   changes whenever the saved puzzles change
 * @property {(index: number) => { name: string, detail: string }} row  what row `index` shows
 * @property {string} message   what the last save, import or export did
 * @property {string} notice    what is wrong with the store ('' when nothing)
 * @property {boolean} unreadable  an unreadable library is kept: offer to export or delete it
 * @property {boolean} importing
 * @property {string} limit     how much an import may hold, said before importing
 * @property {'auto' | 'light' | 'dark'} theme
 */

/** Rows drawn beyond the visible ones, on each side: scrolling a little draws nothing new. */
const MARGIN = 8;

/**
 * @param {HTMLElement} root
 * @param {import('../i18n/messages.js').Messages} [messages]  the page's language
 */
export function create(root, messages = ENGLISH) {
  const t = messages.t.bind(messages);
  const name = h('input', { type: 'text', class: 'lib-name', maxlength: 80, placeholder: t('page.lib.name'), 'aria-label': t('page.lib.name-label') });
  const save = h('button', { type: 'button', class: 'lib-save', text: t('page.lib.save') });
  save.addEventListener('click', () => {
    intent(root, 'lib-save', name.value);
    name.value = '';
  });
  const list = h('ul', { class: 'lib-list', 'aria-label': t('page.lib.saved-puzzles') });
  const scroller = h('div', { class: 'lib-scroll' }, list);
  // The padding above and below the drawn rows, in rows, set through a sheet of the page's
  // own: no style attribute, so a strict CSP allows it.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('.lib-list { --lib-before: 0; --lib-after: 0; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const pad = /** @type {CSSStyleRule} */ (sheet.cssRules[0]).style;
  /** Drawn rows by index. @type {Map<number, HTMLLIElement>} */
  const rows = new Map();
  /** @type {LibraryView | null} */
  let state = null;
  let drawnVersion = -1;

  const pitch = () => parseFloat(getComputedStyle(list).getPropertyValue('--lib-row')) || 1;

  /** A row's elements, filled by {@link fill}. */
  const newRow = () =>
    h(
      'li',
      {},
      h('span', { class: 'lib-item' }, h('strong'), h('span', { class: 'lib-detail' })),
      h('button', { type: 'button', 'data-action': 'lib-open', text: t('page.lib.open') }),
      h('button', { type: 'button', 'data-action': 'lib-delete', text: t('page.lib.delete') }),
    );

  /** @param {HTMLLIElement} li @param {number} index @param {LibraryView} s */
  const fill = (li, index, s) => {
    const { name: title, detail } = s.row(index);
    const [item, open, del] = /** @type {HTMLElement[]} */ ([...li.children]);
    li.dataset.index = String(index);
    li.setAttribute('aria-posinset', String(index + 1));
    li.setAttribute('aria-setsize', String(s.count));
    setText(/** @type {Element} */ (item.firstChild), title);
    setText(/** @type {Element} */ (item.lastChild), detail);
    open.setAttribute('aria-label', t('page.lib.open-label', { title }));
    del.setAttribute('aria-label', t('page.lib.delete-label', { title }));
  };

  /**
   * The rows in view and the margin around them, as [first, end).
   * @param {number} count
   */
  const inView = (count) => {
    const step = pitch();
    const first = Math.max(0, Math.min(count, Math.floor(scroller.scrollTop / step) - MARGIN));
    return [first, Math.min(count, Math.ceil((scroller.scrollTop + scroller.clientHeight) / step) + MARGIN + 1)];
  };

  /** Draws the rows in view and the margin around them, keeping the rows already drawn. */
  const render = () => {
    const s = state;
    if (!s) return;
    // An empty list has no rows to place: measuring would force a layout of the whole page
    // (the longest task of the demo page's load).
    const [first, last] = s.count ? inView(s.count) : [0, 0];
    const refill = drawnVersion !== s.version;
    drawnVersion = s.version;
    for (const [index, li] of rows) {
      if (index < first || index >= last) {
        li.remove();
        rows.delete(index);
      } else if (refill) fill(li, index, s);
    }
    const drawn = [...rows.keys()];
    const low = drawn.length ? Math.min(...drawn) : last;
    /** @type {HTMLLIElement[]} */
    const before = [];
    /** @type {HTMLLIElement[]} */
    const after = [];
    for (let i = first; i < last; i++) {
      if (rows.has(i)) continue;
      const li = newRow();
      fill(li, i, s);
      rows.set(i, li);
      (i < low ? before : after).push(li);
    }
    // Rows go around the drawn ones, which stay where they are: a focused button keeps focus.
    list.prepend(...before);
    list.append(...after);
    pad.setProperty('--lib-before', String(first));
    pad.setProperty('--lib-after', String(s.count - last));
  };

  /**
   * Focuses the same button in row `index`, drawing it first.
   * @param {number} index
   * @param {string} action
   */
  const focusRow = (index, action) => {
    const step = pitch();
    if (index * step < scroller.scrollTop) scroller.scrollTop = index * step;
    else if ((index + 1) * step > scroller.scrollTop + scroller.clientHeight) scroller.scrollTop = (index + 1) * step - scroller.clientHeight;
    render();
    /** @type {HTMLButtonElement | null | undefined} */ (rows.get(index)?.querySelector(`button[data-action="${action}"]`))?.focus();
  };

  scroller.addEventListener('scroll', render);
  list.addEventListener('click', (e) => {
    const button = /** @type {HTMLElement} */ (e.target).closest('button[data-action]');
    const item = button?.closest('li');
    if (!(button instanceof HTMLElement) || !item) return;
    intent(root, /** @type {string} */ (button.dataset.action), Number(item.dataset.index));
  });
  list.addEventListener('keydown', (e) => {
    const button = /** @type {HTMLElement} */ (e.target).closest('button[data-action]');
    const item = button?.closest('li');
    if (!(button instanceof HTMLElement) || !item || !state) return;
    const index = Number(item.dataset.index);
    const page = Math.max(1, Math.floor(scroller.clientHeight / pitch()) - 1);
    const to = { ArrowDown: index + 1, ArrowUp: index - 1, PageDown: index + page, PageUp: index - page, Home: 0, End: state.count - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    focusRow(Math.max(0, Math.min(state.count - 1, to)), /** @type {string} */ (button.dataset.action));
  });
  const empty = h('p', { class: 'lib-empty', text: t('page.lib.empty') });
  const exporter = h('button', { type: 'button', class: 'lib-export', text: t('page.lib.export'), onclick: () => intent(root, 'lib-export') });
  const file = h('input', { type: 'file', class: 'lib-file', accept: '.txt,text/plain', hidden: true });
  file.addEventListener('change', () => {
    const chosen = file.files?.[0];
    if (chosen) intent(root, 'lib-import', chosen);
    file.value = '';
  });
  const importer = h('button', { type: 'button', class: 'lib-import', text: t('page.lib.import'), onclick: () => file.click() });
  const limit = h('span', { class: 'lib-limit' });
  const message = h('p', { class: 'lib-message', role: 'status' });
  const noticeText = h('p', { class: 'lib-notice-text' });
  const keepButtons = h(
    'div',
    { class: 'wb-row' },
    h('button', {
      type: 'button',
      class: 'lib-export-unreadable',
      text: t('page.lib.export-unreadable'),
      onclick: () => intent(root, 'lib-export-unreadable'),
    }),
    h('button', {
      type: 'button',
      class: 'lib-discard-unreadable',
      text: t('page.lib.discard-unreadable'),
      onclick: () => intent(root, 'lib-discard-unreadable'),
    }),
  );
  const notice = h('div', { class: 'lib-notice', role: 'alert' }, noticeText, keepButtons);
  const theme = h(
    'select',
    { class: 'lib-theme', 'aria-label': t('page.lib.theme') },
    ...['auto', 'light', 'dark'].map((value) => h('option', { value, text: t(`page.lib.theme.${value}`) })),
  );
  theme.addEventListener('change', () => intent(root, 'lib-theme', theme.value));
  root.append(
    notice,
    h('div', { class: 'wb-row' }, name, save),
    scroller,
    empty,
    h('div', { class: 'wb-row' }, exporter, importer, file, limit),
    message,
    h('p', { class: 'lib-settings' }, h('label', {}, `${t('page.lib.theme')} `, theme), ` ${t('page.lib.remembered')}`),
  );

  return {
    /** @param {LibraryView} s */
    update(s) {
      state = s;
      setHidden(scroller, s.count === 0);
      render();
      setHidden(empty, s.count > 0);
      setDisabled(exporter, s.count === 0);
      setDisabled(importer, s.importing);
      setText(limit, s.limit);
      setText(message, s.message);
      setHidden(notice, s.notice === '');
      setText(noticeText, s.notice);
      setHidden(keepButtons, !s.unreadable);
      if (theme.value !== s.theme) theme.value = s.theme;
    },
    /**
     * Says how an import goes, without drawing anything else.
     * @param {string} text
     */
    say(text) {
      setText(message, text);
    },
    destroy() {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((x) => x !== sheet);
      root.replaceChildren();
    },
  };
}
