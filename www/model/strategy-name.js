// A strategy as a person reads it: its name in the reader's language (`strategy.<name>.name` in
// the catalogues), while the engine's identifier stays in URLs, attributes and the CLI. Pure.
import { ENGLISH } from '../i18n/messages.js';

/**
 * The display name of strategy `name`; a strategy a later engine adds shows as its identifier.
 * @param {string} name  the engine's identifier (`brute-force`, `mrv`, …)
 * @param {import('../i18n/messages.js').Messages} [m]
 */
export function strategyName(name, m = ENGLISH) {
  const key = `strategy.${name}.name`;
  return m.has(key) ? m.t(key) : name;
}
