// The embed's own CSS (inside each element's Shadow DOM, after the table's styles).
export const embedStyles = `
/* The page's inherited properties (text-transform, letter-spacing, text-indent, white-space, cursor…) stop at the host. */
:host { all: initial; display: block; font: 14px/1.4 system-ui, sans-serif; color: #222; }
:host([hidden]) { display: none; }
.inno-loading { padding: 0.5em; color: #666; font-style: italic; }
.inno-error { border: 2px solid #b3261e; background: #fdecea; color: #5c1511; padding: 0.5em 0.75em; border-radius: 6px; }
.inno-error p { margin: 0.25em 0 0; white-space: pre-wrap; font-family: ui-monospace, monospace; font-size: 0.9em; }
.inno-embed-title { font-weight: 600; margin: 0 0 0.4em; font-size: 1.05em; }
.inno-example-status { margin: 0.5em 0 0.25em; }
.inno-example-log { margin: 0.25em 0; padding-left: 1.4em; min-height: 1.4em; }
.inno-example-controls { display: flex; gap: 0.4em; align-items: center; margin-top: 0.4em; }
.inno-example-controls button { font: inherit; min-height: 44px; min-width: 44px; padding: 0 14px; cursor: pointer; }
.inno-example-controls .inno-example-counter { margin-left: auto; color: #555; }
.inno-changed { outline: 3px solid #e8a400; outline-offset: 1px; box-shadow: 0 0 8px #e8a400; }
`;
