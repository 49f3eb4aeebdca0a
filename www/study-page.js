// The study page: the paper's two experiments as tables, their settings and figures from the
// engine's plan, our numbers from studies run in a pool of workers (engine/study-pool.js). One study runs at a
// time; its table fills in as runs finish (seed by seed across the settings, so a cancelled study
// leaves comparable rows), and its numbers can be downloaded as CSV.
import { loadPlans, startStudy } from './engine/study-pool.js';
import { startPageLanguage } from './i18n/page-text.js';
import { formatSeconds } from './model/format.js';
import { strategyName } from './model/strategy-name.js';
import { studyProse } from './model/study-prose.js';
import { cliCommand, csv, tableView } from './model/study-tables.js';
import { create as createTable } from './views/study-table.js';
import { registerOffline } from './offline.js';

// The service worker: the page works offline once visited.
registerOffline();

/** @typedef {import('./engine/study-pool.js').StudyPlan} StudyPlan */
/** @typedef {import('./engine/study-pool.js').StudyJob} StudyJob */

/** @param {string} id */
const byId = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
// The page's static text in its language (the menu, the URL and the settings choose it).
const messages = await startPageLanguage(byId('language-menu'));
const t = messages.t.bind(messages);
const form = /** @type {HTMLFormElement} */ (byId('study-form'));
const settings = /** @type {HTMLFieldSetElement} */ (byId('settings'));
const inputs = {
  runs: /** @type {HTMLInputElement} */ (byId('runs')),
  seed: /** @type {HTMLInputElement} */ (byId('seed')),
  budget: /** @type {HTMLInputElement} */ (byId('budget')),
};
const runButton = /** @type {HTMLButtonElement} */ (byId('run'));
const cancelButton = /** @type {HTMLButtonElement} */ (byId('cancel'));
const progress = /** @type {HTMLProgressElement} */ (byId('progress'));
const progressText = byId('progress-text');
const status = byId('status');
const sizeNote = byId('size-note');

/**
 * One experiment on the page: its plan, its table, what it finds in words, and the last study
 * of it (the job, and the numbers so far).
 * @typedef {{ plan: StudyPlan, table: ReturnType<typeof createTable>, prose: HTMLElement,
 *   csvButton: HTMLButtonElement, cli: HTMLElement, job: StudyJob | null, summary: Float64Array | null }} Experiment
 */

/** @type {Map<string, Experiment>} */
const experiments = new Map();
/** The study under way. @type {{ cancel: () => void } | null} */
let current = null;

function selected() {
  const value = /** @type {HTMLInputElement | null} */ (form.querySelector('input[name="strategy"]:checked'))?.value ?? '';
  return /** @type {Experiment} */ (experiments.get(value));
}

/** Quick and paper-sized runs of the selected experiment, on the size buttons. */
function showSizes() {
  const { plan } = selected();
  byId('size-quick').textContent = t('page.study.quick-runs', { n: plan.quick_runs });
  byId('size-paper').textContent = t('page.study.paper-runs', { n: plan.runs });
  sizeNote.textContent = t('page.study.per-setting', { n: plan.settings.length });
}

/** Sets the form to the selected experiment's quick study with its default budget. */
function resetNumbers() {
  const { plan } = selected();
  inputs.runs.value = String(plan.quick_runs);
  inputs.budget.value = String(plan.budget);
  showSizes();
}

/** @param {Experiment} e */
function render(e) {
  e.table.update(tableView(e.plan, e.summary, messages));
  // The findings are written from the numbers the table shows, as they come in.
  e.prose.textContent = studyProse(e.plan, e.summary, e.job, messages);
  e.csvButton.disabled = e.summary == null;
  e.cli.textContent = e.job ? t('page.study.cli', { command: cliCommand(e.plan, e.job) }) : '';
}

/**
 * @param {number} done
 * @param {number} total
 */
function showProgress(done, total) {
  progress.max = Math.max(total, 1);
  progress.value = done;
  progressText.textContent = total ? t('page.study.progress-of', { done, total }) : '';
}

/** @param {boolean} running */
function setRunning(running) {
  settings.disabled = running;
  runButton.disabled = running;
  cancelButton.disabled = !running;
}

function run() {
  if (current || !form.reportValidity()) return;
  const e = selected();
  /** @type {StudyJob} */
  const job = { strategy: e.plan.strategy, runs: inputs.runs.valueAsNumber, firstSeed: inputs.seed.valueAsNumber, budget: inputs.budget.valueAsNumber };
  e.job = job;
  e.summary = null;
  render(e);
  const total = job.runs * e.plan.settings.length;
  let done = 0;
  showProgress(0, total);
  setRunning(true);
  status.textContent = t('page.study.running', { total, strategy: strategyName(e.plan.strategy, messages) });
  const started = performance.now();
  const study = startStudy(job, (p) => {
    done = p.done;
    e.summary = p.summary;
    showProgress(p.done, p.total);
    render(e);
  });
  current = study;
  study.finished
    .then((how) => {
      const took = formatSeconds(performance.now() - started, messages);
      status.textContent = how === 'done' ? t('page.study.done', { total, took }) : t('page.study.cancelled', { done, total, took });
    })
    .catch((/** @type {Error} */ err) => {
      status.textContent = t('page.study.failed', { error: err.message });
    })
    .finally(() => {
      current = null;
      setRunning(false);
    });
}

/** @param {Experiment} e */
function download(e) {
  if (!e.job || !e.summary) return;
  const url = URL.createObjectURL(new Blob([csv(e.plan, e.job, e.summary)], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `study-${e.plan.strategy}-runs${e.job.runs}-seed${e.job.firstSeed}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

async function main() {
  let plans;
  try {
    plans = await loadPlans();
  } catch (err) {
    status.textContent = t('page.study.no-engine', { error: err instanceof Error ? err.message : String(err) });
    return;
  }
  for (const plan of plans) {
    const section = /** @type {HTMLElement | null} */ (document.querySelector(`[data-study="${plan.strategy}"]`));
    if (!section) continue;
    /** @param {string} name */
    const part = (name) => /** @type {HTMLElement} */ (section.querySelector(`[data-${name}]`));
    part('board').textContent = plan.board;
    part('note').textContent = t(`page.study.note.${plan.strategy}`);
    const table = createTable(part('table'), {
      id: `${plan.strategy}-caption`,
      caption: t('page.study.caption', { strategy: strategyName(plan.strategy, messages), measure: plan.measure }),
    });
    /** @type {Experiment} */
    const e = { plan, table, prose: part('prose'), csvButton: /** @type {HTMLButtonElement} */ (part('csv')), cli: part('cli'), job: null, summary: null };
    e.csvButton.addEventListener('click', () => download(e));
    experiments.set(plan.strategy, e);
    render(e);
  }
  for (const radio of form.querySelectorAll('input[name="strategy"]')) radio.addEventListener('change', resetNumbers);
  for (const button of form.querySelectorAll('button[data-size]')) {
    button.addEventListener('click', () => {
      const { plan } = selected();
      inputs.runs.value = String(/** @type {HTMLElement} */ (button).dataset.size === 'paper' ? plan.runs : plan.quick_runs);
    });
  }
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    run();
  });
  cancelButton.addEventListener('click', () => current?.cancel());
  resetNumbers();
  runButton.disabled = false;
}

main();
