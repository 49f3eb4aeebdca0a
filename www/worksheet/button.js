// The demo page's "Worksheet" form: a strategy (the element's unless another is chosen) and how
// many steps to predict; the button opens worksheet.html for the element's puzzle, from the step it
// is at when the strategy is the element's own (its parameters too), in the page's language.
import { h } from '../dom.js';
import { loadMessages, resolveLanguage } from '../i18n/messages.js';
import { strategyName } from '../model/strategy-name.js';
import { DEFAULT_STEPS, MOST_STEPS, sheetUrl } from '../model/worksheet.js';

/** @typedef {import('../engine/engine.js').Engine} Engine */
/** @typedef {HTMLElement & { board: string, strategy: string, params: string, stats: { steps: number } }} Stepper */

/**
 * Adds the form to `host`.
 * @param {Stepper} el
 * @param {Engine} engine  for the list of strategies
 * @param {HTMLElement} host
 */
export async function worksheetForm(el, engine, host) {
  const m = await loadMessages(resolveLanguage(host), 'pages');
  // Each strategy by its name in the page's language, its line of description (if the catalogue
  // has one yet) on hover.
  const described = (/** @type {string} */ name) => m.has(`strategy.${name}`) && m.t(`strategy.${name}`);
  const strategy = h(
    'select',
    { class: 'ws-strategy' },
    ...engine.strategies.map(({ name }) => h('option', { value: name, text: strategyName(name, m), title: described(name) })),
  );
  const steps = h('input', { type: 'number', class: 'ws-steps', min: 1, max: MOST_STEPS, value: DEFAULT_STEPS });
  // The menu shows the element's strategy until the user picks another.
  let picked = false;
  strategy.addEventListener('change', () => (picked = true));
  const follow = () => {
    if (!picked) strategy.value = el.strategy;
  };
  follow();
  el.addEventListener('sudoku-step', follow);
  const open = () => {
    const own = strategy.value === el.strategy;
    const url = sheetUrl(new URL('worksheet.html', location.href), {
      puzzle: el.board,
      strategy: strategy.value,
      params: own ? el.params : '',
      from: own ? el.stats.steps : 0,
      steps: Number(steps.value) || DEFAULT_STEPS,
      lang: m.lang,
    });
    window.open(url, '_blank', 'noopener');
  };
  host.append(
    h(
      'fieldset',
      { class: 'worksheet-form' },
      h('legend', { text: m.t('worksheet.legend') }),
      h('label', {}, m.t('worksheet.strategy'), ' ', strategy),
      h('label', {}, m.t('worksheet.steps'), ' ', steps),
      h('button', { type: 'button', class: 'ws-open', text: m.t('worksheet.button'), onclick: open }),
    ),
  );
}
