// The demo page's "Export for slides": a format (PNG of the step shown, GIF or WebM of a stretch
// of steps), the stretch and the width, a progress bar and Cancel while it encodes, then a
// download link. It only calls the element's exportRun (run.js does the work).
import { h } from '../dom.js';
import { loadMessages, resolveLanguage } from '../i18n/messages.js';
import { pictureButtons } from './picture.js';

/** @typedef {import('../element/types.js').ExportOptions} ExportOptions */
/** @typedef {HTMLElement & { stats: { steps: number }, panels: string, exportRun(options?: ExportOptions): Promise<Blob> }} Exporter */

/** Steps in a stretch the form proposes (run.js's default too). */
const SPAN = 30;

/** Frames (about two seconds) a tree panel shown with a step has to draw before the tree's row stays hidden until the next step. */
const LOOKS = 120;

/**
 * Builds the form into `root` for the element `el`.
 * @param {HTMLElement} root
 * @param {Exporter} el
 */
export async function mountExport(root, el) {
  const m = await loadMessages(resolveLanguage(root));
  const field = (/** @type {string} */ label, /** @type {HTMLElement} */ input) => h('label', {}, `${label} `, input);
  const format = h('select', { name: 'format' }, ...['png', 'gif', 'webm'].map((f) => h('option', { value: f, text: m.t(`export.${f}`) })));
  const from = h('input', { type: 'number', name: 'from', min: 0, step: 1, value: 0 });
  const to = h('input', { type: 'number', name: 'to', min: 0, step: 1, value: SPAN });
  const width = h('input', { type: 'number', name: 'width', min: 120, max: 2048, step: 10, value: 480 });
  const start = h('button', { type: 'submit', text: m.t('export.start') });
  const cancel = h('button', { type: 'button', text: m.t('export.cancel'), hidden: true });
  const bar = h('progress', { max: 1, value: 0, hidden: true, 'aria-label': m.t('export.bar') });
  const status = h('span', { role: 'status' });
  const link = h('a', { class: 'export-link', hidden: true });
  const stretch = h('span', { class: 'export-stretch' }, field(m.t('export.from'), from), field(m.t('export.to'), to));
  const form = h(
    'form',
    { class: 'export-form' },
    field(m.t('export.format'), format),
    stretch,
    field(m.t('export.width'), width),
    start,
    cancel,
    bar,
    status,
    link,
  );
  // The search tree as drawn in the element's tree panel (its `tree` part), when it is shown.
  const treeDrawing = () => {
    const svg = /** @type {SVGSVGElement | null | undefined} */ (el.shadowRoot?.querySelector('[part~=tree] svg.tree-draw'));
    return svg && svg.getBoundingClientRect().width > 0 ? svg : null;
  };
  const tree = h('p', { class: 'export-tree' }, `${m.t('export.tree')} `, pictureButtons(treeDrawing, 'sudoku-search-tree', m.t('export.tree'), m));
  /** Frames left to look again for a tree panel that has not drawn yet. */
  let looks = 0;
  /** The tree drawing the row was last shown for. @type {SVGSVGElement | null} */
  let drawn = null;
  const look = () => {
    drawn = treeDrawing();
    tree.hidden = drawn == null;
  };
  const showTree = () => {
    // Without the tree panel there is no drawing (one closed a moment ago is still drawn until
    // the element's next frame).
    if (!el.panels.split(' ').includes('tree')) {
      drawn = null;
      tree.hidden = true;
      looks = 0;
      return;
    }
    look();
    // A tree panel shown with the step draws a frame or more after it (its module may still be
    // loading): looked at again on the next frames, a while, rather than at the next step only.
    if (!tree.hidden) {
      looks = 0;
    } else if (looks === 0) {
      looks = LOOKS;
      const again = () => {
        look();
        looks = tree.hidden ? Math.max(0, looks - 1) : 0;
        if (looks > 0) requestAnimationFrame(again);
      };
      requestAnimationFrame(again);
    }
  };
  root.replaceChildren(h('h2', { id: 'export-title', text: m.t('export.title') }), form, tree);

  /** @type {AbortController | null} */
  let running = null;
  /** The stretch follows the element's step until someone types one (or an export walks it). */
  let typed = false;
  const follow = () => {
    if (typed || running) return;
    from.value = String(el.stats.steps);
    to.value = String(el.stats.steps + SPAN);
  };
  follow();
  showTree();
  el.addEventListener('sudoku-step', follow);
  // Looked at again when the element's panels change, when someone comes to this section, and
  // at a step only while no drawing is shown or the one shown has left the element (another
  // search's tree): measured at every step, the drawing forced a layout in the middle of each
  // of the element's frames while a search ran with the tree panel open.
  new MutationObserver(showTree).observe(el, { attributeFilter: ['panels'] });
  el.addEventListener('sudoku-step', () => {
    if (!drawn?.isConnected) showTree();
  });
  root.addEventListener('pointerover', showTree);
  root.addEventListener('focusin', showTree);
  stretch.addEventListener('input', () => {
    typed = true;
  });
  const still = () => {
    stretch.hidden = format.value === 'png';
  };
  format.addEventListener('change', still);
  still();

  cancel.addEventListener('click', () => running?.abort());
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (running) return;
    const kind = /** @type {'png' | 'gif' | 'webm'} */ (format.value);
    running = new AbortController();
    start.disabled = true;
    cancel.hidden = kind === 'png';
    bar.hidden = kind === 'png';
    bar.value = 0;
    link.hidden = true;
    status.textContent = '';
    if (link.href) URL.revokeObjectURL(link.href);
    try {
      const blob = await el.exportRun({
        format: kind,
        from: Number(from.value),
        to: Number(to.value),
        width: Number(width.value),
        signal: running.signal,
        onProgress: ({ done, total }) => {
          bar.value = done / total;
          status.textContent = m.t('export.progress', { done, total });
        },
      });
      const file = kind === 'png' ? `sudoku-step-${el.stats.steps}.png` : `sudoku-steps-${from.value}-${to.value}.${kind}`;
      link.href = URL.createObjectURL(blob);
      link.download = file;
      link.textContent = m.t('export.download', { file, kb: Math.max(1, Math.round(blob.size / 1024)) });
      link.hidden = false;
      status.textContent = '';
    } catch (err) {
      status.textContent = running.signal.aborted
        ? m.t('export.cancelled')
        : m.t('export.failed', { message: err instanceof Error ? err.message : String(err) });
    } finally {
      running = null;
      start.disabled = false;
      cancel.hidden = true;
      bar.hidden = true;
    }
  });
}
