// The app's own CSS (the table's comes from ui/). Everything is scoped under
// .inno-app and prefixed inno-, so it works inside a Shadow DOM or another page.
// Touch targets are at least 44px; the layout follows the app's own width
// (container queries), not the window's, so an embedded game lays out right.
export const appStyles = `
.inno-app {
  --inno-accent: #2b4c6f; --inno-accent-2: #e8a33d; --inno-bg: #f4f1ea; --inno-ink: #222; --inno-muted: #666;
  container-type: inline-size; box-sizing: border-box; max-width: 100%; overflow-x: hidden;
  font: 16px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: var(--inno-ink); background: var(--inno-bg);
  min-height: 100%;
}
.inno-app *, .inno-app *::before, .inno-app *::after { box-sizing: border-box; }
.inno-app[hidden], .inno-app [hidden] { display: none !important; }
.inno-screen { padding: 8px; }
.inno-btn {
  display: inline-flex; align-items: center; justify-content: center; min-height: 44px; min-width: 44px; padding: 8px 14px;
  border: 1px solid #9aa7b4; border-radius: 8px; background: #fff; color: var(--inno-ink); font: inherit; cursor: pointer; text-decoration: none;
  touch-action: manipulation;
}
.inno-btn:disabled { opacity: .45; cursor: default; }
.inno-btn:not(:disabled):active { transform: translateY(1px); }
.inno-primary { background: var(--inno-accent); border-color: var(--inno-accent); color: #fff; font-weight: 600; }
.inno-big { font-size: 1.25em; padding: 12px 28px; }
.inno-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.inno-muted { color: var(--inno-muted); }
.inno-error { color: #a00; background: #fde8e8; border: 1px solid #e3a3a3; border-radius: 6px; padding: 8px 12px; margin: 8px 0; }
.inno-link { color: var(--inno-accent); display: inline-block; padding: 12px 0; min-height: 44px; }
.inno-input { min-height: 44px; font: inherit; padding: 6px 10px; border: 1px solid #9aa7b4; border-radius: 8px; background: #fff; min-width: 0; }

/* Setup */
.inno-setup { max-width: 720px; margin: 0 auto; }
.inno-title { color: var(--inno-accent); margin: 8px 0 12px; }
.inno-panel { background: #fff; border-radius: 10px; padding: 12px 16px; margin-bottom: 16px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
.inno-panel h2 { margin: 0 0 8px; font-size: 1.15em; }
.inno-setup-form { display: flex; flex-direction: column; gap: 10px; }
.inno-seg.inno-on { background: var(--inno-accent); color: #fff; border-color: var(--inno-accent); }
.inno-seat { display: grid; grid-template-columns: 28px minmax(0, 1fr) minmax(0, 1fr); gap: 8px; align-items: center; }
.inno-seat-no { font-weight: 700; color: var(--inno-muted); text-align: center; }
.inno-check { display: flex; gap: 8px; align-items: center; min-height: 44px; }
.inno-check input { width: 24px; height: 24px; }
.inno-field { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
.inno-saves { list-style: none; margin: 0 0 12px; padding: 0; }
.inno-save { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 8px; padding: 8px 0; border-bottom: 1px solid #eee; }
.inno-save small { color: var(--inno-muted); display: block; }
.inno-file-label { position: relative; overflow: hidden; }
.inno-file { position: absolute; inset: 0; opacity: 0; cursor: pointer; }

/* Game */
.inno-bar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; padding: 4px 0 8px; }
.inno-brand { font-weight: 700; color: var(--inno-accent); }
.inno-status { font-weight: 600; flex: 1 1 200px; }
.inno-question {
  position: sticky; top: 0; z-index: 5; background: #fffdf6; border: 2px solid var(--inno-accent-2); border-radius: 10px;
  padding: 8px 12px; margin-bottom: 8px; box-shadow: 0 2px 6px rgba(0,0,0,.12);
}
.inno-question.inno-waiting { border-color: #c9c2b2; position: static; box-shadow: none; }
.inno-prompt { margin: 0 0 6px; font-weight: 600; }
.inno-context { margin: 0 0 4px; font-size: .9rem; color: #44546a; }
.inno-choices { display: flex; flex-wrap: wrap; gap: 8px; }
.inno-choices:empty { display: none; }
.inno-confirm-row { margin-top: 8px; justify-content: space-between; }
.inno-choice-status { color: var(--inno-muted); }
.inno-choice.inno-selected { background: var(--inno-accent-2); border-color: #b8741a; }
.inno-layout { display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px; }
@container (min-width: 1100px) {
  .inno-layout { grid-template-columns: minmax(0, 1fr) 300px; align-items: start; }
  .inno-log { position: sticky; top: 8px; }
}
.inno-table-host { min-width: 0; }
.inno-choosable {
  outline: 3px solid var(--inno-accent-2) !important; outline-offset: 1px; cursor: pointer; box-shadow: 0 0 0 6px rgba(232,163,61,.3) !important;
}
.inno-choosable.inno-selected { outline-color: #1b7d3a !important; box-shadow: 0 0 0 6px rgba(27,125,58,.35) !important; }
.inno-choosable[data-order] { position: relative; }
.inno-choosable[data-order]::after {
  content: attr(data-order); position: absolute; top: -8px; right: -8px; min-width: 24px; height: 24px; border-radius: 12px;
  background: #1b7d3a; color: #fff; font: 700 14px/24px system-ui, sans-serif; text-align: center; z-index: 2;
}

/* Log */
.inno-log { background: #fff; border-radius: 10px; padding: 8px 12px; box-shadow: 0 1px 3px rgba(0,0,0,.12); min-width: 0; }
.inno-log-title { font-size: 1em; margin: 0 0 4px; }
.inno-log-list { margin: 0; padding: 0 0 0 2.6em; max-height: 40vh; overflow-y: auto; font-size: .92em; overflow-wrap: anywhere; }
@container (min-width: 1100px) { .inno-log-list { max-height: calc(100vh - 140px); } }
.inno-log-line { padding: 2px 0; }
.inno-table .inno-changed { outline: 3px dashed #2563eb; outline-offset: 2px; }
.inno-recent { margin: 0 0 8px; padding: 6px 12px 6px 3.2em; background: #fff; border-radius: 10px; font-size: .92em; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
.inno-recent:empty { display: none; }
@container (min-width: 1100px) { .inno-recent { display: none; } }
.inno-log-card {
  font: inherit; color: var(--inno-accent); background: none; border: 0; padding: 0; text-decoration: underline dotted; cursor: pointer;
}

/* Hand-over and end */
.inno-handover { text-align: center; padding: 15vh 16px; }
.inno-handover h2 { font-size: 1.8em; margin: 0 0 12px; }
.inno-end { background: #fff; border: 2px solid var(--inno-accent); border-radius: 10px; padding: 12px 16px; margin-bottom: 8px; }
.inno-end-title { margin: 0 0 4px; color: var(--inno-accent); }
.inno-scores { border-collapse: collapse; margin: 8px 0 12px; max-width: 100%; }
.inno-scores th, .inno-scores td { padding: 4px 10px; border-bottom: 1px solid #ddd; text-align: left; }
.inno-scores .inno-winner { font-weight: 700; background: #fff5df; }
`;
