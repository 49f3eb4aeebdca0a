// A build's strategy list as plain objects: what every engine module hands out (the page's two
// engines, the lab's workers), read one way, and the engine's objects freed at once.

/**
 * The fields of `StrategyInfo` (engine.js) read from the engine's list, each entry freed.
 * @param {{ name: string, description: string, exact: boolean, propagates: boolean, family: string, counters: string[], params: string, choices: string, built: boolean, free(): void }[]} list
 * @returns {import('./engine.js').StrategyInfo[]}
 */
export function strategyInfos(list) {
  return list.map((s) => {
    const info = { name: s.name, description: s.description, exact: s.exact, propagates: s.propagates, family: s.family, counters: s.counters, params: s.params, choices: s.choices, built: s.built };
    s.free();
    return info;
  });
}
