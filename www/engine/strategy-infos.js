// A build's strategy list as plain objects: what every engine module hands out (the page's two
// engines, the lab's workers), read one way, and the engine's objects freed at once.

/**
 * The fields of `StrategyInfo` (engine.js) read from the engine's list, each entry freed, with
 * the machine each runs on every board side in `sides` (the engine's `sides()`).
 * @param {import('../pkg-small/sudoku_stepper.js').StrategyInfo[]} list
 * @param {ArrayLike<number>} sides
 * @returns {import('./engine.js').StrategyInfo[]}
 */
export function strategyInfos(list, sides) {
  return list.map((s) => {
    const schema = s.schema.map((p) => {
      const plain = { key: p.key, kind: p.kind, default: p.default, words: p.words, allowed: p.allowed };
      p.free();
      return plain;
    });
    /** @type {Record<number, string>} */
    const machines = Object.fromEntries(Array.from(sides, (side) => [side, s.machineOn(side)]));
    const info = {
      name: s.name,
      description: s.description,
      exact: s.exact,
      propagates: s.propagates,
      family: s.family,
      counters: s.counters,
      params: s.params,
      choices: s.choices,
      built: s.built,
      schema,
      machines,
    };
    s.free();
    return info;
  });
}
