// The exact-cover pictures' styles (dlx's cover panel, and the legend's samples of its tiles),
// part of the stylesheet every element adopts (styles.js). A tile's state has a shape beside its
// colour: a dot on a forced column (one option), a cross on a dead end (none).

/** The cover panel's and the legend's tile rules. */
export const COVER_CSS = String.raw`
.cover-panel { margin-top: 12px; }
.cover-strips { display: grid; grid-template-columns: repeat(2, 1fr); gap: 8px 12px; }
.cover-strip { margin: 0; }
.cover-strip figcaption { font-size: 11px; color: var(--muted); margin-top: 3px; }
.cover-grid { display: grid; gap: 1px; aspect-ratio: 1; }
.cover-grid[data-side="4"] { grid-template-columns: repeat(4, 1fr); }
.cover-grid[data-side="9"] { grid-template-columns: repeat(9, 1fr); }
.cover-grid[data-side="16"] { grid-template-columns: repeat(16, 1fr); gap: 0; }
:is(.cover-panel, .legend) .tile { border-radius: 1px; background: color-mix(in srgb, var(--accent) 12%, var(--bg)); }
:is(.cover-panel, .legend) .tile.covered { background: var(--line); }
:is(.cover-panel, .legend) .tile.empty { background-color: var(--clash); }
:is(.cover-panel, .legend) .tile.one { background-color: var(--forced); }
:is(.cover-panel, .legend) .tile.two { background: color-mix(in srgb, var(--accent) 45%, var(--bg)); }
:is(.cover-panel, .legend) .tile.chosen { outline: 2px solid var(--orange); outline-offset: 0; position: relative; z-index: 1; }
.cover-summary { margin: 6px 0 0; font-size: 12px; color: var(--muted); }
.cover-keys { margin: 6px 0 0; font-size: 11px; display: flex; flex-wrap: wrap; gap: 4px 10px; }
.cover-keys .tile { display: inline-block; width: 9px; height: 9px; margin-right: 4px; vertical-align: -1px; }
:is(.cover-panel, .legend) .tile.one { background-image: radial-gradient(circle, var(--bg) 0 22%, transparent 30%); }
:is(.cover-panel, .legend) .tile.empty {
  background-image: linear-gradient(45deg, transparent 40%, var(--bg) 40% 60%, transparent 60%),
    linear-gradient(-45deg, transparent 40%, var(--bg) 40% 60%, transparent 60%);
}
.legend .tile { display: block; width: 22px; height: 22px; border-radius: 2px; }
.tile-sample { width: 40px; display: grid; place-items: center; }
`;
