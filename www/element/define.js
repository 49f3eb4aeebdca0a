// Registering the element under a tag of the page's choice.

/**
 * Defines `Base` as `tag` once (a second call does nothing). One constructor can be defined
 * once, so another tag gets a subclass of its own.
 * @param {CustomElementConstructor} Base
 * @param {string} tag
 * @param {string} ownTag  the tag `Base` itself is for
 */
export function define(Base, tag, ownTag) {
  if (customElements.get(tag)) return;
  customElements.define(tag, tag === ownTag ? Base : class extends Base {});
}
