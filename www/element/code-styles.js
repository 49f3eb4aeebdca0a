// The pseudo-code panel's styles (views/code.js), adopted when the panel is first shown (styles.js):
// the line of the current event is marked by a ▶ and weight as well as its tint.

/** The code panel's rules. */
export const CODE_CSS = String.raw`
.code-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 6px; }
.code-head h2 { margin: 0; min-width: 0; overflow-wrap: anywhere; }
.code-toggle { min-height: 30px; padding: 2px 10px; font-size: 12px; white-space: nowrap; }
.code-toggle[aria-pressed="true"] { background: var(--accent); color: var(--accent-ink); border-color: var(--accent); }
.code-lines { list-style: none; margin: 0; padding: 0; font: 12.5px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; }
.code-lines.plain { font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, sans-serif; }
.code-lines li { display: grid; grid-template-columns: 1.5em 1.1em minmax(0, 1fr) auto; padding: 1px 4px 1px 0; border-radius: 6px; }
.code-lines .n { color: var(--muted); text-align: right; font-variant-numeric: tabular-nums; font-size: 11px; padding-top: 1px; }
.code-lines .m { text-align: center; color: var(--accent); }
.code-lines .t { overflow-wrap: anywhere; }
.code-lines .d1 .t { padding-left: 1.2em; } .code-lines .d2 .t { padding-left: 2.4em; } .code-lines .d3 .t { padding-left: 3.6em; }
.code-lines .ev { margin-left: 8px; color: var(--muted); font: 11px/1.6 system-ui, sans-serif; white-space: nowrap; }
.code-lines .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.code-lines li.on { background: var(--tint-strong); box-shadow: inset 3px 0 0 var(--accent); font-weight: 700; }
.code-lines li.on .m::before { content: "▶"; }
.code-lines li.on .ev { color: var(--ink); }
`;
