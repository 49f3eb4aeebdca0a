// The element's views in place of its stand-in, put there once near the screen or used and once
// what they are drawn with (the language, presenter mode's sheet) is in: no frame shows views not
// drawn yet. The sheets loaded later (presenter mode's) are adopted once the views are there.

/** @typedef {typeof import('./styles.js').adoptLater} AdoptLater */
/** @typedef {typeof import('./styles.js').laterSheet} LaterSheet */

export class ViewsMount {
  /** @type {AdoptLater | null} */
  #adoptLater = null;
  /** @type {ShadowRoot | null} */
  #root = null;

  /** Whether the views are there. */
  get mounted() {
    return this.#adoptLater != null;
  }

  /**
   * @param {ShadowRoot} root  the element's, where the views go
   * @param {(ready: (styles: { laterSheet: LaterSheet }) => Promise<unknown>) => Promise<{ adoptLater: AdoptLater }>} mount  the element's hook: its views, once `ready` is in
   * @param {Promise<unknown>} speaking  its language, loading
   * @param {() => boolean} presenter  whether presenter mode is on
   */
  async mount(root, mount, speaking, presenter) {
    this.#root = root;
    const { adoptLater } = await mount((styles) => Promise.all([speaking, presenter() ? styles.laterSheet('presenter') : null]));
    this.#adoptLater = adoptLater;
    // Loaded already: adopted in this task, before the poster is drawn.
    if (presenter()) await adoptLater(root, 'presenter');
  }

  /** Adopts presenter mode's sheet, once the views are there (before, `mount` does). */
  adoptPresenter() {
    if (this.#root) this.#adoptLater?.(this.#root, 'presenter');
  }
}
