// The exact-cover pictures' styles (dlx's cover panel, and the legend's samples of its tiles) and
// the legend's rows,
// part of the stylesheet every element adopts (styles.js). A tile's state has a shape beside its
// colour: a dot on a forced column (one option), a cross on a dead end (none).

/** The cover panel's and the legend's rules. */
export const COVER_CSS = String.raw`
.legend-rows { display: grid; grid-template-columns: 44px 1fr; gap: 8px 12px; align-items: center; margin: 0 0 12px; --cell: 40px; }
.legend-rows .cell { width: 40px; height: 40px; border: 1px solid var(--line); }
.legend-family { font-weight: 600; }
.cover-panel { margin-top: 12px; }
.cover-strips { display: grid; grid-template-columns: repeat(2, 1fr); gap: 8px 12px; }
/* Each strip a caption over its frame, the captions of a row of strips one row of the grid, so
   that their frames line up however the captions wrap. */
.cover-strip { margin: 0; min-width: 0; display: grid; grid-row: span 2; grid-template-rows: subgrid; row-gap: 3px; }
.cover-strip figcaption { font-size: 11px; color: var(--muted); display: flex; flex-wrap: wrap; align-content: end; gap: 0 .6em; }
.cover-title { color: var(--ink); }
/* A strip with its edges: the numbers of its columns over it, of its rows left of it, each as
   wide as a tile's row (the same grid), at a size the tiles set (the frame is a container). */
.cover-frame { display: grid; grid-template-columns: auto minmax(0, 1fr); grid-template-rows: auto auto; gap: 1px 2px; container: cover-frame / inline-size; }
.cover-edge { display: grid; gap: 1px; font-size: clamp(7px, 5.5cqi, 13px); line-height: 1; color: var(--muted); font-variant-numeric: tabular-nums; }
.cover-edge > span { display: grid; place-items: center; min-width: 0; }
.cover-edge.down > span { justify-items: end; }
.cover-edge.across[data-side="4"] { grid-template-columns: repeat(4, 1fr); }
.cover-edge.across[data-side="9"] { grid-template-columns: repeat(9, 1fr); }
.cover-edge.across[data-side="16"] { grid-template-columns: repeat(16, 1fr); gap: 0; font-size: clamp(6px, 3.6cqi, 11px); }
.cover-edge.down[data-side="4"] { grid-template-rows: repeat(4, 1fr); }
.cover-edge.down[data-side="9"] { grid-template-rows: repeat(9, 1fr); }
.cover-edge.down[data-side="16"] { grid-template-rows: repeat(16, 1fr); gap: 0; font-size: clamp(6px, 3.6cqi, 11px); }
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
