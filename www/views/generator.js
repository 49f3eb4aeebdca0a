// The workbench's puzzle tools: the generator (size, symmetric, difficulty), the current
// puzzle's difficulty, and "Is it unique?" with, when it is not, two different solutions side by
// side and the cells where they differ marked. Reports what the user does as intents.
import { h, intent, setDisabled, setHidden, setText } from '../dom.js';
import * as boardHost from './boardhost.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('../model/board.js').BoardView} BoardView */

/**
 * @typedef {object} GeneratorView
 * @property {boolean} busy          a generation is under way (the button stops it)
 * @property {string} status         what the generator did or is doing
 * @property {string} label          the current puzzle's label ('' when it has none)
 * @property {string} rating         the rating in words
 * @property {boolean} ready         a puzzle is loaded that the tools can work on
 * @property {string} unique         what "Is it unique?" found ('' before it is asked)
 * @property {{ left: BoardView, right: BoardView, differ: number, first: number } | null} pair
 *   two different solutions, the number of cells where they differ and the first of them
 * @property {string} theme
 * @property {string} fourLabel     the 4-up button's text
 */

/**
 * @param {HTMLElement} root
 * @param {import('./boardhost.js').Adopt} adopt  gives a board's shadow root the element's styles
 * @param {{ sides: readonly number[], standard: number }} sizes  the board sides the engine has, and the one chosen first
 * @param {import('../i18n/messages.js').Messages} [messages]  the page's language
 */
export function create(root, adopt, sizes, messages = ENGLISH) {
  const t = (/** @type {string} */ key) => messages.t(key);
  const select = (/** @type {string} */ cls, /** @type {string} */ label, /** @type {[string, string][]} */ options) =>
    h('label', {}, label, h('select', { class: cls }, ...options.map(([value, text]) => h('option', { value, text }))));
  const size = select(
    'wb-size',
    t('page.wb.size'),
    sizes.sides.map((side) => [String(side), `${side}×${side}`]),
  );
  const difficulty = select('wb-difficulty', t('page.wb.difficulty'), [
    ['', t('page.wb.any')],
    ...['easy', 'medium', 'hard', 'fiendish'].map((d) => /** @type {[string, string]} */ ([d, t(`page.wb.level.${d}`)])),
  ]);
  const sizeSelect = /** @type {HTMLSelectElement} */ (size.lastChild);
  const difficultySelect = /** @type {HTMLSelectElement} */ (difficulty.lastChild);
  sizeSelect.value = String(sizes.standard);
  const symmetric = h('input', { type: 'checkbox', class: 'wb-symmetric' });
  const generate = h('button', { type: 'button', class: 'wb-generate primary', text: t('page.wb.generate') });
  const request = () => ({ side: Number(sizeSelect.value), symmetric: symmetric.checked, difficulty: difficultySelect.value });
  generate.addEventListener('click', () => intent(root, 'wb-generate', request()));
  // Four puzzles of the same request, printed on one page.
  const four = h('button', { type: 'button', class: 'wb-four', hidden: true, onclick: () => intent(root, 'wb-four', request()) });
  const status = h('span', { class: 'wb-status', role: 'status' });
  const form = h('div', { class: 'wb-row' }, size, h('label', {}, symmetric, t('page.wb.symmetric')), difficulty, generate, four, status);

  const badge = h('span', { class: 'wb-label' });
  const rating = h('span', { class: 'wb-rating-text' });
  const ratingLine = h('p', { class: 'wb-rating', role: 'status' }, t('page.wb.difficulty-of'), badge, ' ', rating);

  const ask = h('button', { type: 'button', class: 'wb-unique', text: t('page.wb.unique'), onclick: () => intent(root, 'wb-unique') });
  const answer = h('span', { class: 'wb-answer', role: 'status' });
  const pair = h('div', { class: 'wb-pair' });
  const captions = [1, 2].map((n) => h('p', { class: 'wb-caption', text: messages.t('page.wb.solution', { n }) }));
  const boards = captions.map((caption) => {
    const figure = h('figure', { class: 'wb-solution' });
    pair.append(figure);
    const b = boardHost.create(figure, 'wb-mini', adopt);
    figure.append(caption);
    return b;
  });
  root.append(form, ratingLine, h('div', { class: 'wb-row' }, ask, answer), pair);

  return {
    /** @param {GeneratorView} s */
    update(s) {
      generate.textContent = t(s.busy ? 'page.wb.stop' : 'page.wb.generate');
      generate.classList.toggle('busy', s.busy);
      for (const el of [sizeSelect, difficultySelect, symmetric]) setDisabled(el, s.busy);
      setText(four, s.fourLabel);
      setHidden(four, s.fourLabel === '');
      setText(status, s.status);
      setHidden(ratingLine, s.rating === '');
      setText(badge, s.label && t(`page.wb.level.${s.label}`));
      badge.dataset.label = s.label;
      setText(rating, s.rating);
      setDisabled(ask, !s.ready);
      setText(answer, s.unique);
      setHidden(pair, !s.pair);
      if (s.pair) {
        boards[0].update(s.pair.left, s.pair.first, s.theme);
        boards[1].update(s.pair.right, s.pair.first, s.theme);
      }
    },
    destroy() {
      for (const b of boards) b.destroy();
      root.replaceChildren();
    },
  };
}
