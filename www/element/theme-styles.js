// The elements' colours, part of the stylesheet every element adopts (styles.js). A page themes
// them with the public custom properties, all named --sudoku-*; inside the shadow root the rules
// read short names (--bg, --ink, …), each defined from its public one on the shadow root's
// top-level elements, not on :host: there they shadow whatever a page gives those names, and the
// host keeps the page's own, so `sudoku-stepper { --sudoku-bg: var(--bg) }` reads the blog's
// --bg (defined on :host, the element's --bg would make that a cycle). The host paints its
// background from the public property too.
//
// Three colours make a theme: the background, the ink (derived from the background when not
// given) and the accent. Everything else is mixed from them, so a page that sets two or three
// stays readable in light and in dark. The state colours (guess, forced, clash, cleared) have
// one lightness on a light background and another on a dark one, chosen by the ink's lightness,
// so they read on any background a page gives, whatever its color-scheme says.
// `auto` follows the page's color-scheme (the `light-dark()` defaults), `light` and `dark` set
// it, and `inherit` takes the page's font, colour and background.

/** @typedef {[number, number, number]} Lch  an oklch colour: lightness, chroma, hue */

/**
 * The lightness at which the ink counts as light (and so the background as dark), and at which an
 * accent takes dark text rather than white: 0.6 in oklch is a relative luminance of about 0.2,
 * where white and near-black text have about the same contrast.
 */
const SPLIT = 0.6;

/** @param {number} x */
const num = (x) => String(Math.round(x * 1000) / 1000);

/**
 * `low` when the colour `from` is dark, `high` when it is light: a state colour by the ink's
 * lightness (dark ink, a light background), or the ink by the background's.
 * @param {string} from
 * @param {Lch} low
 * @param {Lch} high
 */
function byLightness(from, low, high) {
  const pick = (/** @type {number} */ i) => `calc(${num((low[i] + high[i]) / 2)} + ${num((high[i] - low[i]) / 2)} * sign(l - ${SPLIT}))`;
  return `oklch(from ${from} ${pick(0)} ${pick(1)} ${pick(2)})`;
}

/**
 * `light` or `dark` by the element's color-scheme.
 * @param {Lch} light
 * @param {Lch} dark
 */
const byScheme = (light, dark) => `light-dark(oklch(${light.map(num).join(' ')}), oklch(${dark.map(num).join(' ')}))`;

/**
 * Colours drawn on the background, each on a light and on a dark one (the defaults' tuned hues).
 * `orange` is public as --sudoku-cleared: what it marks, as presenter mode draws it purple.
 * @type {Record<string, [Lch, Lch]>}
 */
const STATES = {
  accent: [
    [0.511, 0.199, 262],
    [0.682, 0.168, 262],
  ],
  guess: [
    [0.46, 0.19, 262],
    [0.765, 0.12, 261],
  ],
  forced: [
    [0.49, 0.13, 150],
    [0.791, 0.146, 155],
  ],
  clash: [
    [0.535, 0.203, 28],
    [0.719, 0.175, 23],
  ],
  orange: [
    [0.555, 0.145, 51],
    [0.793, 0.148, 61],
  ],
  focus: [
    [0.679, 0.142, 76],
    [0.88, 0.154, 90],
  ],
};

/** Internal names whose public name is not --sudoku- and the same word. */
const PUBLIC = /** @type {Record<string, string>} */ ({ orange: 'cleared' });

/** What is mixed from the background, the ink and the state colours. */
const MIXED = {
  panel: 'color-mix(in oklab, var(--ink) 5%, var(--bg))',
  muted: 'color-mix(in oklab, var(--ink) 70%, var(--bg))',
  line: 'color-mix(in oklab, var(--ink) 24%, var(--bg))',
  thick: 'color-mix(in oklab, var(--ink) 85%, var(--bg))',
  tint: 'color-mix(in oklab, var(--accent) 12%, var(--bg))',
  'tint-strong': 'color-mix(in oklab, var(--accent) 20%, var(--bg))',
  solved: 'color-mix(in oklab, var(--forced) 10%, var(--bg))',
  'banner-bad': 'color-mix(in oklab, var(--clash) 10%, var(--bg))',
  // White on a dark accent, near-black on a light one.
  'accent-ink': `oklch(from var(--accent) calc(.575 - .425 * sign(l - ${SPLIT})) 0 0)`,
};

/**
 * The rules of a theme for the hosts `host` selects: each internal name defined from its public
 * one on the shadow root's top-level elements, `defaults` giving the value when the page sets
 * none; and the host's background and colour, from the public names alone.
 * @param {string} host  a :host selector
 * @param {Record<string, string> & { bg: string, ink: string }} defaults  internal name (without --) → default value
 */
export function palette(host, defaults) {
  const names = Object.entries(defaults).map(([name, value]) => `--${name}: var(--sudoku-${PUBLIC[name] ?? name}, ${value});`);
  const bg = `var(--sudoku-bg, ${defaults.bg})`;
  const ink = `var(--sudoku-ink, ${defaults.ink.replaceAll('var(--bg)', bg)})`;
  return `${host} > * { ${names.join(' ')} }\n${host} { background: ${bg}; color: ${ink}; }`;
}

/**
 * Defaults for `palette` from pairs of colours, the first for a light color-scheme and the second
 * for a dark one (presenter mode's tuned palettes).
 * @param {Record<string, [string, string]> & { bg: [string, string], ink: [string, string] }} pairs
 * @returns {Record<string, string> & { bg: string, ink: string }}
 */
export const schemePalette = (pairs) =>
  /** @type {Record<string, string> & { bg: string, ink: string }} */ (
    Object.fromEntries(Object.entries(pairs).map(([name, [light, dark]]) => [name, `light-dark(${light}, ${dark})`]))
  );

/** Each state colour chosen by the lightness of the ink, or by the element's color-scheme. */
const states = (/** @type {(light: Lch, dark: Lch) => string} */ choose) =>
  Object.fromEntries(Object.entries(STATES).map(([name, [light, dark]]) => [name, choose(light, dark)]));

/** The public names, for the documentation's table and the manifest. */
export const PUBLIC_NAMES = ['bg', 'ink', ...Object.keys(STATES), ...Object.keys(MIXED), 'surface', 'above'].map((n) => `--sudoku-${PUBLIC[n] ?? n}`);

export const THEME_CSS = String.raw`
${palette(':host', {
  bg: 'light-dark(#ffffff, #14171c)',
  ink: byLightness('var(--bg)', [0.94, 0.009, 265], [0.23, 0.012, 264]),
  ...states((light, dark) => byLightness('var(--ink)', light, dark)),
  ...MIXED,
  // What covers other content (the legend, a 16×16 cell's enlarged marks, sticky controls).
  surface: 'var(--bg)',
  above: '0px',
})}
:host([theme="light"]) { color-scheme: light; }
:host([theme="dark"]) { color-scheme: dark; }
/* The page's font, colour and background: the background shows through (mixes with transparent
   are translucent), the ink is the inherited colour, and the state colours follow the page's
   color-scheme, as the page's own background cannot be read. */
${palette(':host([theme="inherit"])', { bg: 'transparent', ink: 'currentColor', ...states(byScheme), surface: 'Canvas' })}
:host([theme="inherit"]) { font-family: inherit; }
`;
