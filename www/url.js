// Page settings in a URL (CONTRACT.md): `?puzzle=…&strategy=…&params=k=v,k=v&speed=…
// &controls=…&theme=…&panels=a,b&step=N&autoplay=1&presenter=1&lang=cs`. Shared by the demo page and the iframe route; the element validates the
// values, so nothing here is inserted as HTML or trusted.

/** URL parameters that are element attributes of the same name. */
const ATTRIBUTE_PARAMS = ['puzzle', 'strategy', 'speed', 'controls', 'theme', 'lang'];

/**
 * Sets the element's attributes from URL parameters.
 * @param {HTMLElement} el
 * @param {URLSearchParams} params
 */
export function applyParams(el, params) {
  for (const name of ATTRIBUTE_PARAMS) {
    const value = params.get(name);
    if (value != null) el.setAttribute(name, value);
  }
  // Commas in a URL, spaces in the attribute: both separate `key=value` pairs, and panels.
  for (const name of ['params', 'panels']) {
    const value = params.get(name);
    if (value != null) el.setAttribute(name, value.replace(/,/g, ' '));
  }
  const step = params.get('step');
  if (step != null) el.setAttribute('at-step', step);
  if (['1', 'true', ''].includes(params.get('autoplay') ?? 'no')) el.setAttribute('autoplay', '');
  const presenter = params.get('presenter');
  if (presenter != null) el.toggleAttribute('presenter', ['1', 'true', ''].includes(presenter));
}

/**
 * The settings that reproduce what the element shows now: its puzzle (edits included), strategy,
 * speed, controls, theme, parameters, panels (when the attribute chose them), step and presenter
 * mode, plus any extra parameters.
 * @param {HTMLElement & { board: string, panels: string, stats: { steps: number } }} el
 * @param {Record<string, string>} [extra]
 * @returns {URLSearchParams}
 */
export function paramsOf(el, extra = {}) {
  const params = new URLSearchParams();
  params.set('puzzle', el.board);
  for (const name of ['strategy', 'speed', 'controls', 'theme']) {
    const value = el.getAttribute(name);
    if (value != null) params.set(name, value);
  }
  const strategyParams = el
    .getAttribute('params')
    ?.trim()
    .split(/[\s,]+/)
    .filter(Boolean)
    .join(',');
  if (strategyParams) params.set('params', strategyParams);
  // The panels in use (those of a bad attribute are not shown), possibly none.
  if (el.hasAttribute('panels')) params.set('panels', el.panels.split(' ').join(','));
  if (el.stats.steps > 0) params.set('step', String(el.stats.steps));
  if (el.hasAttribute('presenter')) params.set('presenter', '1');
  // English is every page's default: a link names another language only.
  const lang = el.getAttribute('lang');
  if (lang && lang !== 'en') params.set('lang', lang);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params;
}

/**
 * Escapes text for an HTML attribute value in a snippet the user copies.
 * @param {string} text
 */
export function attributeText(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
