// An element's error messages, kept by what caused them (an attribute, the puzzle, a strategy's
// parameters), so that fixing one clears only its own; each new one fires `sudoku-invalid`.

export class Messages {
  /** @param {(message: string) => void} invalid  fires `sudoku-invalid` */
  constructor(invalid) {
    this.invalid = invalid;
    /** @type {Map<string, string>} */
    this.bySource = new Map();
  }

  /**
   * Shows an error of one source (or clears it with '').
   * @param {string} source
   * @param {string} text
   */
  say(source, text) {
    if (text) {
      this.bySource.set(source, text);
      this.invalid(text);
    } else {
      this.bySource.delete(source);
    }
  }

  /** Every message, in the order they were first said. */
  get text() {
    return [...this.bySource.values()].join(' ');
  }
}

/**
 * The message of anything thrown (the engine throws `Error`s with the core's message).
 * @param {unknown} err
 */
export function messageOf(err) {
  return err instanceof Error ? err.message : String(err);
}

/**
 * What an element says when an engine (the first, or the full one it needed later) did not load.
 * @param {unknown} err
 */
export function loadFailed(err) {
  return `Could not load the solver: ${messageOf(err)}`;
}

/**
 * Opens a search of `board`, saying what is wrong when it cannot: bad parameters are said as
 * such (`params`) and the strategy runs with its defaults, so the board stays playable; any
 * other error is said as the puzzle's and gives null.
 * @param {import('../engine/engine.js').Engine} engine
 * @param {string} board
 * @param {string} strategy
 * @param {string} params
 * @param {(source: 'params' | 'puzzle', text: string) => void} say
 * @returns {import('../engine/session.js').Session | null}
 */
export function openSearch(engine, board, strategy, params, say) {
  try {
    const session = engine.open(board, strategy, params);
    say('params', '');
    return session;
  } catch (err) {
    if (params.trim() === '') {
      say('puzzle', messageOf(err));
      return null;
    }
    try {
      const session = engine.open(board, strategy, '');
      say('params', `${messageOf(err)}; running ${strategy} with its defaults.`);
      return session;
    } catch (again) {
      say('puzzle', messageOf(again));
      return null;
    }
  }
}
