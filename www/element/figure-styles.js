// The element as a figure in a post: the author's caption (the caption slot, caption.js) under
// the board and the "Open in full page" link (openlink.js). Part of the shared stylesheet.
export const FIGURE_CSS = String.raw`
/* A caption's two lines and the link's line are room the board leaves, like the rest of the
   interface (--room in styles.js), so that a figure still fits the screen or its frame. */
.app:has(.caption:not([hidden])) { --caption: 52px; }
.app:has(.open-link:not([hidden])) { --link: 22px; }
.caption { margin: 8px 0 0; color: var(--muted); font-size: 14px; line-height: 1.4; max-height: calc(2lh + 2px); overflow: hidden; }
.caption ::slotted(*) { margin: 0; }
.open-link { margin: 4px 0 0; text-align: end; font-size: 13px; line-height: 18px; }
.open-link a { color: var(--accent); text-underline-offset: 2px; }
`;
