// The composed search (`csp`) in words: its switches as the engine declares them (each
// parameter that takes one of a few words, StrategyInfo.choices), read into the menus of
// "Build your own search", and a composition said the way courses say it ("MRV + FC + CBJ").
// The words themselves (first, mrv, fc, cbj, …) are the engine's; only what a person reads is
// here. Pure.

import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('../engine/engine.js').StrategyInfo} StrategyInfo */
/** @typedef {import('../i18n/messages.js').Messages} Messages */

/** The strategy whose parameters are switches a person composes. */
export const COMPOSED = 'csp';

/**
 * The switches in the order the engine declares them, for a title made before the engine has
 * loaded. What each switch and each of its words is called is the catalogue's: `compose.<switch>`
 * and `compose.<switch>.<word>` in a menu, `compose.<switch>.<word>.short` in a title (none: a
 * default that goes without saying). A word the engine adds later shows as itself.
 */
const SWITCHES = ['var', 'val', 'infer', 'jump'];

/**
 * One menu: the parameter's key, its label, and its words with theirs.
 * @typedef {{ key: string, label: string, options: { value: string, text: string }[] }} Menu
 */

/**
 * The menus of a strategy's switches, in the order the engine declares them (none for a
 * strategy without).
 * @param {Pick<StrategyInfo, 'schema'> | undefined} info
 * @param {Messages} [m]  the language of the labels
 * @returns {Menu[]}
 */
export function menusOf(info, m = ENGLISH) {
  const said = (/** @type {string} */ key, /** @type {string} */ fallback) => (m.has(key) ? m.t(key) : fallback);
  return switchParams(info).map(({ key, words }) => ({
    key,
    label: said(`compose.${key}`, key),
    options: words.map((value) => ({ value, text: said(`compose.${key}.${value}`, value) })),
  }));
}

/**
 * Each switch in use in words, in the engine's order: its label and its word's ("Inference",
 * "Forward checking"), defaults too, so that the whole composition is said; then the other
 * parameters given as written (`seed=3`: the engine's names, which no menu has).
 * @param {Pick<StrategyInfo, 'schema'>} info
 * @param {string} params
 * @param {Messages} [m]
 * @returns {{ switches: { label: string, text: string }[], rest: string[] }}
 */
export function settingWords(info, params, m = ENGLISH) {
  const settings = settingsOf(info, params);
  const menus = menusOf(info, m);
  return {
    switches: menus.map((menu) => {
      const value = settings.get(menu.key) ?? '';
      return { label: menu.label, text: menu.options.find((o) => o.value === value)?.text ?? value };
    }),
    rest: [...paramMap(params)].filter(([k]) => !menus.some((menu) => menu.key === k)).map(([k, v]) => `${k}=${v}`),
  };
}

/**
 * A strategy's switches: the parameters that take one of a few words, in the engine's order.
 * @param {Pick<StrategyInfo, 'schema'> | null | undefined} info
 */
function switchParams(info) {
  return (info?.schema ?? []).filter((p) => p.words.length > 0);
}

/**
 * `key=value` pairs separated by spaces or commas, as a map (the engine checks them).
 * @param {string} text
 * @returns {Map<string, string>}
 */
export function paramMap(text) {
  return new Map(
    text
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((pair) => {
        const eq = pair.indexOf('=');
        return eq < 0 ? [pair, ''] : [pair.slice(0, eq), pair.slice(eq + 1)];
      }),
  );
}

/**
 * The value of each switch in use: the strategy's defaults (StrategyInfo.schema) overridden by
 * the parameters given.
 * @param {Pick<StrategyInfo, 'schema'>} info
 * @param {string} params
 * @returns {Map<string, string>}
 */
export function settingsOf(info, params) {
  return new Map([...info.schema.map((p) => /** @type {[string, string]} */ ([p.key, p.default])), ...paramMap(params)]);
}

/**
 * The `params` after one switch is set: every switch written out (so the attribute says the
 * whole composition), the other parameters given (`seed`) kept.
 * @param {Pick<StrategyInfo, 'schema'>} info
 * @param {string} params  those in use (of this strategy)
 * @param {string} key
 * @param {string} value
 */
export function withSwitch(info, params, key, value) {
  const given = paramMap(params);
  const settings = settingsOf(info, params).set(key, value);
  const switches = switchParams(info).map((p) => p.key);
  const rest = [...given].filter(([k]) => !switches.includes(k));
  return [...switches.map((k) => `${k}=${settings.get(k)}`), ...rest.map(([k, v]) => `${k}=${v}`)].join(' ');
}

/**
 * A composition as a course says it: "MRV + FC + CBJ", "first" (defaults that go without
 * saying left out, so the variable order is always said); the other parameters given follow
 * ("random values, seed=3"). `info` null (the engine not loaded): as given.
 * @param {string} params
 * @param {Pick<StrategyInfo, 'schema'> | null} info
 * @param {Messages} [m]  the language of the words
 */
export function compositionTitle(params, info, m = ENGLISH) {
  const given = paramMap(params);
  const settings = info ? settingsOf(info, params) : given;
  const switches = info ? switchParams(info).map((p) => p.key) : SWITCHES;
  const words = switches
    .map((k) => {
      const v = settings.get(k);
      if (v === undefined) return '';
      const short = `compose.${k}.${v}.short`;
      if (m.has(short)) return m.t(short);
      // A word the catalogue names with no short form is a default that goes without saying.
      return m.has(`compose.${k}.${v}`) ? '' : `${k}=${v}`;
    })
    .filter(Boolean);
  const rest = [...given].filter(([k]) => !switches.includes(k)).map(([k, v]) => `${k}=${v}`);
  return [words.join(' + '), ...rest].filter(Boolean).join(', ');
}
