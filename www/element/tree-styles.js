// The search tree panel's styles, part of the stylesheet every element adopts (styles.js). The
// drawing (views/treedraw.js) sits in its own scroll box, which follows the search's part by
// scrollLeft/scrollTop; shapes, not only colours, tell the parts apart: a filled circle on the
// current path, a dashed one for a decision between tries, a diamond for a solution, a square
// for a dead end, a triangle (with its size) for failed tries folded.

/** The tree panel's rules. */
export const TREE_CSS = String.raw`
.tree-box {
  margin-top: 8px; max-height: 300px; min-height: 96px; overflow: auto; overscroll-behavior: contain;
  background: var(--panel); border: 1px solid var(--line); border-radius: 4px;
}
.tree-draw { display: block; margin-inline: auto; }
.tree-draw .edges { fill: none; stroke: var(--muted); stroke-width: 1.5; }
.tree-draw .root circle { fill: var(--ink); }
.tree-draw .open circle { fill: var(--accent); }
.tree-draw .pending circle { fill: var(--panel); stroke: var(--accent); stroke-width: 2; stroke-dasharray: 3 2; }
.tree-draw .searched circle { fill: var(--panel); stroke: var(--orange); stroke-width: 2; }
.tree-draw .solution polygon { fill: var(--forced); }
.tree-draw .dead rect { fill: var(--clash); }
.tree-draw .failed polygon { fill: color-mix(in srgb, var(--orange) 22%, var(--panel)); stroke: var(--orange); stroke-width: 1.5; }
.tree-draw .hidden polygon { fill: color-mix(in srgb, var(--forced) 22%, var(--panel)); stroke: var(--forced); stroke-width: 1.5; }
.tree-draw text { font-size: 11px; fill: var(--ink); font-variant-numeric: tabular-nums; }
.tree-draw .tag { fill: var(--muted); }
.tree-draw .cur .tag { fill: var(--ink); font-weight: 700; }
.tree-draw .part circle.here { fill: none; stroke: var(--accent); stroke-width: 2; stroke-dasharray: none; }
.tree-draw [data-key], .tree-draw [data-step] { cursor: pointer; }
.tree-draw [data-key]:hover polygon { stroke-width: 2.5; }
.tree-draw [data-key]:focus { outline: none; }
.tree-draw [data-key]:focus-visible polygon { stroke: var(--focus); stroke-width: 3; }
.tree-panel .icicle { height: 96px; }
.tree-keys i { background: none; width: auto; height: auto; font-style: normal; margin-right: 3px; }
.tree-keys .key-path { color: var(--accent); background: none; } .tree-keys .key-solution { color: var(--forced); background: none; }
.tree-keys .key-dead { color: var(--clash); background: none; } .tree-keys .key-backtracked { color: var(--orange); background: none; }
`;
