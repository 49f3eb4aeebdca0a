// The `open-link` attribute of <sudoku-stepper>: the demo page that an "Open in full page" link
// opens at the element's state (element/openlink.js). Absent or `off`: no link, since an element
// from a copy of dist/ has no demo page beside it and a guessed address would be a broken link.
import { echo, quote } from './format.js';

/**
 * Reads an `open-link` value: the address of a demo page, absolute or relative to `base`; only
 * http(s), so that no attribute makes a `javascript:` link. Absent or `off` is no link (null).
 * @param {string | null} text
 * @param {string} base  the document's base URL
 * @returns {{ value: string | null } | { error: string }}
 */
export function parseOpenLink(text, base) {
  if (text == null || text.trim().toLowerCase() === 'off') return { value: null };
  const name = `open-link ${quote(text)}`;
  const use = 'use the address of a Sudoku Stepper demo page, or "off"';
  if (text.trim() === '') return { error: `${name} names no page: ${use}` };
  let url;
  try {
    url = new URL(text.trim(), base);
  } catch {
    return { error: `${name} is not an address: ${use}` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { error: `${name} is not a web page (${echo(url.protocol)}): ${use}` };
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
