// The library: save the current puzzle under a name, the saved puzzles with Open and Delete,
// export to and import from a text file, and the page's theme. Reports what the user does as
// intents; storage and files' contents are the page's business.
import { h, intent, setDisabled, setHidden, setText } from '../dom.js';

/**
 * @typedef {object} LibraryView
 * @property {{ name: string, detail: string }[]} items
 * @property {string} message   what the last save, import or export did
 * @property {'auto' | 'light' | 'dark'} theme
 */

/** @param {HTMLElement} root */
export function create(root) {
  const name = h('input', { type: 'text', class: 'lib-name', maxlength: 80, placeholder: 'A name', 'aria-label': 'Name of the puzzle to save' });
  const save = h('button', { type: 'button', class: 'lib-save', text: 'Save the current puzzle' });
  save.addEventListener('click', () => {
    intent(root, 'lib-save', name.value);
    name.value = '';
  });
  const list = h('ul', { class: 'lib-list', 'aria-label': 'Saved puzzles' });
  list.addEventListener('click', (e) => {
    const button = /** @type {HTMLElement} */ (e.target).closest('button[data-action]');
    const item = button?.closest('li');
    if (!(button instanceof HTMLElement) || !item) return;
    intent(root, /** @type {string} */ (button.dataset.action), [...list.children].indexOf(item));
  });
  const empty = h('p', { class: 'lib-empty', text: 'Nothing saved yet.' });
  const exporter = h('button', { type: 'button', class: 'lib-export', text: 'Export to a file', onclick: () => intent(root, 'lib-export') });
  const file = h('input', { type: 'file', class: 'lib-file', accept: '.txt,text/plain', hidden: true });
  file.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    if (chosen) intent(root, 'lib-import', { name: chosen.name, text: await chosen.text() });
    file.value = '';
  });
  const importer = h('button', { type: 'button', class: 'lib-import', text: 'Import a file…', onclick: () => file.click() });
  const message = h('p', { class: 'lib-message', role: 'status' });
  const theme = h('select', { class: 'lib-theme', 'aria-label': 'Theme' },
    ...[['auto', 'as the system'], ['light', 'light'], ['dark', 'dark']].map(([value, text]) => h('option', { value, text })));
  theme.addEventListener('change', () => intent(root, 'lib-theme', theme.value));
  root.append(
    h('div', { class: 'wb-row' }, name, save),
    list, empty,
    h('div', { class: 'wb-row' }, exporter, importer, file),
    message,
    h('p', { class: 'lib-settings' }, h('label', {}, 'Theme ', theme),
      ' Speed, strategy, panels, theme and candidates are remembered in this browser; a link\'s own settings come first.'),
  );
  let drawn = '';

  return {
    /** @param {LibraryView} s */
    update(s) {
      const key = JSON.stringify(s.items);
      if (key !== drawn) {
        drawn = key;
        list.replaceChildren(...s.items.map((item) => h('li', {},
          h('span', { class: 'lib-item' }, h('strong', { text: item.name }), h('span', { class: 'lib-detail', text: item.detail })),
          h('button', { type: 'button', 'data-action': 'lib-open', text: 'Open', 'aria-label': `Open ${item.name}` }),
          h('button', { type: 'button', 'data-action': 'lib-delete', text: 'Delete', 'aria-label': `Delete ${item.name}` }))));
      }
      setHidden(empty, s.items.length > 0);
      setDisabled(exporter, s.items.length === 0);
      setText(message, s.message);
      if (theme.value !== s.theme) theme.value = s.theme;
    },
    destroy() {
      root.replaceChildren();
    },
  };
}
