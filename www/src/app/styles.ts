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
.inno-links { display: flex; flex-wrap: wrap; gap: 0 24px; }
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
.inno-expansions { display: flex; flex-wrap: wrap; align-items: center; gap: 0 18px; }
.inno-field-title { flex: 0 0 100%; font-weight: 700; }
.inno-check.inno-disabled { opacity: .55; }
.inno-check small { font-size: 13px; color: #4a5360; }
.inno-to-win { font-weight: 700; margin: 4px 0; }
.inno-saves { list-style: none; margin: 0 0 12px; padding: 0; }
.inno-save { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 8px; padding: 8px 0; border-bottom: 1px solid #eee; }
.inno-save small { color: var(--inno-muted); display: block; }
.inno-file-label { position: relative; overflow: hidden; }
.inno-file { position: absolute; inset: 0; opacity: 0; cursor: pointer; }

/* Game */
.inno-bar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; padding: 4px 0 8px; }
.inno-brand { font-weight: 700; color: var(--inno-accent); }
.inno-status { font-weight: 600; flex: 1 1 200px; }
.inno-question { background: #fffdf6; border: 2px solid var(--inno-accent-2); border-radius: 10px; padding: 8px 12px; margin-bottom: 8px; box-shadow: 0 2px 6px rgba(0,0,0,.12); }
.inno-question > p { margin: 0 0 6px; }
.inno-question.inno-waiting { border-color: #c9c2b2; box-shadow: none; }
.inno-question.inno-review { border-color: var(--inno-accent); }
.inno-prompt { font-weight: 600; }
.inno-context { font-size: 17px; color: #23364d; }
.inno-outcome { color: #44546a; }
.inno-hint { color: var(--inno-muted); font-size: 14px; margin: 6px 0 0 !important; }
.inno-choices { display: flex; flex-wrap: wrap; gap: 8px; }
.inno-choices:empty { display: none; }
.inno-choice-group { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; flex: 1 1 100%; }
.inno-choice-verb { font-weight: 700; min-width: 4.2em; }
.inno-confirm-row { margin-top: 8px; justify-content: space-between; }
.inno-choice-status { color: var(--inno-muted); }
.inno-choice.inno-selected { background: var(--inno-accent-2); border-color: #b8741a; }
.inno-choice-warned::after { content: "⚠"; margin-left: 6px; }
.inno-choice[data-order]::before { content: attr(data-order) ". "; font-weight: 700; }
.inno-results-box { margin-top: 8px; padding: 6px 10px; background: #fff; border-radius: 8px; border: 1px solid #d8d2c2; }
.inno-results-title { margin: 0; font-weight: 700; font-size: 14px; color: #44546a; }
.inno-results { margin: 2px 0 0; padding-left: 1.6em; max-height: 7.5em; overflow-y: auto; }
/* Narrow screens: the question, the latest lines, the table and the supply, the
   log, one under the other. Wide screens: the table and the supply on the left
   (every player's board stays in view), the question and the log on the right,
   the log filling the height with its newest line in view. */
.inno-layout { display: flex; flex-direction: column; gap: 8px; }
/* The public table drawn behind the hand-over screen (controller.ts, predraw): laid
   out, never shown nor reachable, and no scrolling into it. */
.inno-body { position: relative; }
.inno-body:has(> .inno-layout[data-early]) { overflow: hidden; }
.inno-layout[data-early] { position: absolute; top: 0; left: 0; right: 0; visibility: hidden; pointer-events: none; }
.inno-table-host { display: flex; flex-direction: column; gap: 8px; min-width: 0; }
.inno-side-col { display: contents; }
.inno-side-col > .inno-question, .inno-side-col > .inno-end, .inno-side-col > .inno-recent { order: -1; }
.inno-side-col > .inno-log { order: 1; }
@container (min-width: 1000px) {
  .inno-layout { display: grid; grid-template-columns: minmax(0, 1fr) 320px; align-items: start; }
  .inno-side-col { display: flex; flex-direction: column; gap: 8px; min-width: 0; position: sticky; top: 8px; height: calc(100vh - 72px); }
  .inno-side-col > * { flex: none; }
  /* the question scrolls within its part, so that the log below always has room */
  .inno-side-col .inno-question, .inno-side-col .inno-end { margin-bottom: 0; max-height: 62%; overflow-y: auto; }
  .inno-side-col .inno-log { flex: 1 1 0; min-height: 0; display: flex; flex-direction: column; }
  .inno-side-col .inno-log-list { flex: 1 1 0; max-height: none; min-height: 0; }
  /* the log beside shows what just happened (its new lines marked) */
  .inno-recent, .inno-results-box { display: none; }
}
.inno-choosable {
  outline: 3px solid var(--inno-accent-2) !important; outline-offset: 1px; cursor: pointer; box-shadow: 0 0 0 6px rgba(232,163,61,.3) !important;
}
.inno-choosable.inno-selected { outline-color: #1b7d3a !important; box-shadow: 0 0 0 6px rgba(27,125,58,.35) !important; }
.inno-choosable[data-order] { position: relative; }
.inno-choosable[data-order]::after {
  content: attr(data-order); position: absolute; top: -8px; right: -8px; min-width: 24px; height: 24px; border-radius: 12px;
  background: #1b7d3a; color: #fff; font: 700 14px/24px system-ui, sans-serif; text-align: center; z-index: 2;
}

/* A card or a choice opened large: what it is, the Dogma preview, the labelled actions */
.inno-inspect { display: flex; flex-direction: column; gap: 10px; align-items: stretch; max-width: min(440px, calc(100vw - 32px)); }
.inno-inspect .inno-card.inno-large { align-self: center; }
.inno-inspect-what { background: #fff; border-radius: 10px; padding: 12px 16px; margin: 0; font-size: 18px; }
.inno-inspect-actions { display: flex; flex-direction: column; gap: 8px; background: #fff; border-radius: 10px; padding: 10px; }
.inno-act { font-size: 18px; }
.inno-preview { background: #f3f6fa; border: 1px solid #c7d2df; border-radius: 8px; padding: 6px 10px; font-size: 15px; }
.inno-preview p { margin: 2px 0; }
.inno-preview-counts { font-weight: 700; }
.inno-warning { color: #7a2400; font-weight: 700; }
.inno-settings, .inno-confirm { background: #fff; border-radius: 10px; padding: 12px 16px; max-width: min(460px, calc(100vw - 32px)); }
.inno-settings h2, .inno-confirm h2 { margin: 0 0 8px; font-size: 20px; }

/* Log: grouped by turn, filtered by player, the newest kept in view */
.inno-log { background: #fff; border-radius: 10px; padding: 8px 10px; box-shadow: 0 1px 3px rgba(0,0,0,.12); min-width: 0; }
.inno-log-title { font-size: 16px; margin: 0 0 4px; }
.inno-log-filters { display: flex; flex-wrap: wrap; gap: 4px; margin-bottom: 6px; }
.inno-log-filter { padding: 4px 10px; font-size: 14px; }
.inno-log-filter[aria-pressed="true"] { background: var(--inno-accent); color: #fff; border-color: var(--inno-accent); }
.inno-log-list { margin: 0; padding: 0; list-style: none; max-height: 45vh; overflow-y: auto; font-size: 15px; overflow-wrap: anywhere; }
.inno-log-turn-head { position: sticky; top: 0; background: #e9eef4; font-weight: 700; font-size: 14px; padding: 2px 6px; border-radius: 4px; z-index: 1; }
/* Turns out of view are not laid out or painted: a long log costs a repaint nothing (issue 17). */
.inno-log-turn { content-visibility: auto; contain-intrinsic-size: auto 96px; }
.inno-log-lines { margin: 0 0 6px; padding-left: 1.35em; }
.inno-log-line { padding: 1px 0; }
ol.inno-log-lines[data-digits="2"], ol.inno-results[data-digits="2"] { padding-left: 2em; }
ol[data-digits="3"] { padding-left: 2.6em; }
.inno-log-line.inno-new { background: #fff3d6; box-shadow: inset 3px 0 0 var(--inno-accent-2); }
.inno-table-host .inno-changed { outline: 3px dashed #2563eb; outline-offset: 2px; }
.inno-recent { margin: 0 0 8px; padding: 6px 12px 6px 2em; background: #fff; border-radius: 10px; font-size: 15px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
.inno-recent:empty { display: none; }
/* A card's name in a line: a 44px touch target whose negative margins keep the line's height. */
.inno-log-card {
  font: inherit; color: var(--inno-accent); background: none; border: 0; padding: 0 2px; text-decoration: underline dotted; cursor: pointer;
  display: inline-flex; align-items: center; min-height: 44px; min-width: 44px; justify-content: center; vertical-align: middle; margin: -12px 0;
}

/* Hand-over and end */
.inno-handover { text-align: center; padding: 12vh 16px; }
.inno-handover h2 { font-size: 1.8em; margin: 0 0 12px; }
.inno-handover-reason { font-size: 18px; margin: 0 0 8px; }
.inno-end { background: #fff; border: 2px solid var(--inno-accent); border-radius: 10px; padding: 12px 16px; margin-bottom: 8px; }
.inno-end-title { margin: 0 0 4px; color: var(--inno-accent); }
.inno-scores { border-collapse: collapse; margin: 8px 0 12px; max-width: 100%; }
.inno-scores th, .inno-scores td { padding: 4px 10px; border-bottom: 1px solid #ddd; text-align: left; }
.inno-scores .inno-winner { font-weight: 700; background: #fff5df; }
.inno-end-cards { display: flex; flex-wrap: wrap; gap: 8px 24px; margin-bottom: 12px; }
.inno-end-player h3 { margin: 0 0 4px; font-size: 16px; }
.inno-end-player .inno-cards { margin-bottom: 4px; }
`;
