// The search tree panel's styles, adopted when the panel is first shown (styles.js). The
// drawing (views/treedraw.js) sits in its own scroll box, which follows the search's part by
// scrollLeft/scrollTop; shapes, not only colours, tell the parts apart: a filled circle on the
// current path, a dashed one for a decision between tries, a diamond for a solution, a square
// for a dead end, a triangle (with its size) for failed tries folded.

/** The tree panel's rules. */
export const TREE_CSS = String.raw`
.tree-panel { margin-top: 12px; }
.tree-panel .icicle, .depth-strip { display: block; width: 100%; background: var(--panel); border: 1px solid var(--line); border-radius: 4px; cursor: pointer; }
.tree-panel .icicle { height: 160px; image-rendering: pixelated; }
.depth-strip { height: 48px; cursor: default; color: var(--accent); }
.depth-figure { margin: 8px 0 0; }
.depth-figure figcaption { font-size: 11px; color: var(--muted); margin-top: 2px; }
.tree-note, .tree-summary, .tree-narration { margin: 6px 0 0; font-size: 12px; color: var(--muted); }
.tree-narration { color: var(--ink); }
.tree-keys { margin: 6px 0 0; font-size: 11px; display: flex; flex-wrap: wrap; gap: 4px 10px; }
.tree-keys i { display: inline-block; width: 9px; height: 9px; margin-right: 4px; vertical-align: -1px; border-radius: 2px; }
.tree-keys .key-path { background: var(--accent); } .tree-keys .key-solution { background: var(--forced); }
.tree-keys .key-dead { background: var(--clash); } .tree-keys .key-backtracked { background: var(--orange); }
.tree-rows { list-style: none; margin: 8px 0 0; padding: 0; max-height: 260px; overflow: auto; font-size: 13px; }
.tree-rows li { padding-left: calc(var(--indent, 0) * 10px); }
.tree-rows .d2 { --indent: 1; }
.tree-rows .d3 { --indent: 2; }
.tree-rows .d4 { --indent: 3; }
.tree-rows .d5 { --indent: 4; }
.tree-rows .d6 { --indent: 5; }
.tree-rows .d7 { --indent: 6; }
.tree-rows .d8 { --indent: 7; }
.tree-rows .d9 { --indent: 8; }
.tree-rows .d10 { --indent: 9; }
.tree-rows .d11 { --indent: 10; }
.tree-rows .d12 { --indent: 11; }
.tree-rows button { min-height: 28px; padding: 2px 8px; margin: 1px 0; border-radius: 6px; text-align: left; font-variant-numeric: tabular-nums; }
.tree-rows .group button { color: var(--muted); background: transparent; border-style: dashed; }
.tree-rows .cur button { background: var(--tint-strong); border-color: var(--accent); font-weight: 700; box-shadow: inset 3px 0 0 var(--accent); }
.tree-rows .dead button { color: var(--clash); } .tree-rows .dead button::after { content: " ✕"; }
.tree-rows .solution button { color: var(--forced); font-weight: 700; } .tree-rows .solution button::after { content: " ✓"; }
.tree-rows .backtracked button { color: var(--orange); } .tree-rows .backtracked button::after { content: " ↩"; }
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
