// One constructable stylesheet per text, for the elements' shadow roots: the elements' shell
// makes its stand-ins with it before the shared stylesheet (styles.js) is loaded.

/**
 * A constructable stylesheet of `css`, made once and shared by every instance that adopts it.
 * @param {string} css
 */
export function stylesheet(css) {
  const own = new CSSStyleSheet();
  own.replaceSync(css);
  return own;
}
