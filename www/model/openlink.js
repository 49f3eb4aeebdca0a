// The `open-link` attribute of <sudoku-stepper>: the demo page that an "Open in full page" link
// opens at the element's state (element/openlink.js). Absent or `off`: no link, since an element
// from a copy of dist/ has no demo page beside it and a guessed address would be a broken link.
import { echo, quote } from './format.js';
import { ENGLISH } from '../i18n/messages.js';

/**
 * Reads an `open-link` value: the address of a demo page, absolute or relative to `base`; only
 * http(s), so that no attribute makes a `javascript:` link. Absent or `off` is no link (null).
 * @param {string | null} text
 * @param {string} base  the document's base URL
 * @param {import('../i18n/messages.js').Messages} [m]  the language of the error
 * @returns {{ value: string | null } | { error: string }}
 */
export function parseOpenLink(text, base, m = ENGLISH) {
  if (text == null || text.trim().toLowerCase() === 'off') return { value: null };
  const value = quote(text);
  if (text.trim() === '') return { error: m.t('attribute.openLinkNone', { value }) };
  let url;
  try {
    url = new URL(text.trim(), base);
  } catch {
    return { error: m.t('attribute.openLinkBad', { value }) };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { error: m.t('attribute.openLinkScheme', { value, scheme: echo(url.protocol) }) };
  return { value: url.href };
}

/**
 * The demo page at `page` with the state in `params` as its query (any query or fragment of
 * `page` replaced).
 * @param {string} page
 * @param {URLSearchParams} params
 */
export function pageAt(page, params) {
  const url = new URL(page);
  url.search = params.toString();
  url.hash = '';
  return url.href;
}
