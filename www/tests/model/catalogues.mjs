// Every part of each language's catalogue (www/i18n/catalogues/<lang>/<area>.js), for tests that
// compare what is shown with the catalogue; and English with every part loaded, so that pure
// functions called with their default `ENGLISH` find the keys of the parts a page would load.
import { AREAS, LANGUAGES, loadMessages } from '../../i18n/messages.js';

/**
 * One language's parts, each by area.
 * @param {string} lang
 * @returns {Promise<Record<string, Record<string, string>>>}
 */
export async function parts(lang) {
  const out = /** @type {Record<string, Record<string, string>>} */ ({});
  for (const area of AREAS) out[area] = (await import(`../../i18n/catalogues/${lang}/${area}.js`)).default;
  return out;
}

/**
 * One language's whole catalogue.
 * @param {string} lang
 */
export async function catalogue(lang) {
  return Object.assign({}, ...Object.values(await parts(lang)));
}

export const en = await catalogue('en');
/** Every language's whole catalogue. @type {Record<string, Record<string, string>>} */
export const catalogues = Object.fromEntries(await Promise.all(LANGUAGES.map(async (l) => [l, await catalogue(l)])));
await loadMessages('en', ...AREAS);
