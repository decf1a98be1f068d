// All CSS of the card and table components, as a string (the build has no CSS
// loader, and a string can go into a page or a Shadow DOM alike). Every selector
// is under an `inno-` class so nothing leaks into or out of a host page.
//
// Colour-blind safety: each card colour also has a shape mark (see icons.ts) and
// its own background pattern (stripes, dots, grid, lines, cross-hatch), and the
// colour name is in every card's aria-label.

export const styles = String.raw`
.inno-card, .inno-table, .inno-modal { box-sizing: border-box; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.inno-card *, .inno-table *, .inno-modal * { box-sizing: border-box; }

/* ---- cards ---- */
.inno-card {
  --inno-w: var(--inno-card-w, 140px);
  position: relative; display: inline-flex; flex-direction: column; justify-content: space-between;
  width: var(--inno-w); min-height: 44px; border-radius: calc(var(--inno-w) * .06);
  color: #1b1b1b; background-color: var(--inno-bg); border: 2px solid var(--inno-band);
  box-shadow: 0 1px 3px rgba(0,0,0,.35); overflow: hidden; vertical-align: top;
  font-size: calc(var(--inno-w) * .086); line-height: 1.2; text-align: left;
}
.inno-card[data-color="red"]    { --inno-band: #b3261e; --inno-bg: #f8dcd8; --inno-ink: #fff;
  background-image: repeating-linear-gradient(45deg, rgba(120,0,0,.07) 0 3px, transparent 3px 9px); }
.inno-card[data-color="yellow"] { --inno-band: #d9a400; --inno-bg: #fcf0c6; --inno-ink: #1b1b1b;
  background-image: radial-gradient(rgba(120,80,0,.16) 1.2px, transparent 1.6px); background-size: 8px 8px; }
.inno-card[data-color="green"]  { --inno-band: #2e7d32; --inno-bg: #d9eed7; --inno-ink: #fff;
  background-image: linear-gradient(rgba(0,70,0,.08) 1px, transparent 1px), linear-gradient(90deg, rgba(0,70,0,.08) 1px, transparent 1px); background-size: 9px 9px; }
.inno-card[data-color="blue"]   { --inno-band: #1d5aa6; --inno-bg: #d8e5f6; --inno-ink: #fff;
  background-image: repeating-linear-gradient(0deg, rgba(0,30,100,.09) 0 2px, transparent 2px 7px); }
.inno-card[data-color="purple"] { --inno-band: #6b3894; --inno-bg: #ebdcf4; --inno-ink: #fff;
  background-image: repeating-linear-gradient(45deg, rgba(60,0,90,.07) 0 1.5px, transparent 1.5px 8px), repeating-linear-gradient(-45deg, rgba(60,0,90,.07) 0 1.5px, transparent 1.5px 8px); }
.inno-card.inno-openable { cursor: pointer; }
.inno-card.inno-openable:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }

.inno-card-top { display: flex; align-items: center; gap: .3em; background: var(--inno-band); color: var(--inno-ink); padding: .22em .3em .22em .22em; }
.inno-card-name { flex: 1; min-width: 0; font-weight: 700; overflow: hidden; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; line-height: 1.1; overflow-wrap: anywhere; font-family: "Roboto Condensed", "Arial Narrow", "Avenir Next Condensed", "DejaVu Sans Condensed", "Liberation Sans Narrow", system-ui, sans-serif; font-stretch: condensed; }
.inno-name-long { font-size: .88em; }
.inno-name-xlong { font-size: .78em; letter-spacing: -.02em; }
.inno-name-xxlong { font-size: .7em; letter-spacing: -.03em; }
.inno-large .inno-card-name { font-size: 1em; letter-spacing: 0; }
.inno-card-age { flex: none; min-width: 1.7em; height: 1.7em; display: inline-flex; align-items: center; justify-content: center;
  border-radius: 50%; background: #fff; color: #1b1b1b; font-weight: 800; border: 1px solid rgba(0,0,0,.4); }
.inno-slot { flex: none; width: 2.25em; height: 2.25em; display: inline-flex; align-items: center; justify-content: center; border-radius: .35em; position: relative; }
.inno-slot .inno-icon { width: 100%; height: 100%; display: block; }
.inno-card-top .inno-slot { box-shadow: 0 0 0 1.5px rgba(255,255,255,.9); }
.inno-slot-empty { background: rgba(0,0,0,.08); border: 1px dashed rgba(0,0,0,.3); }
.inno-slot.inno-is-featured::after { content: ""; position: absolute; inset: -3px; border: 2px solid #111; border-radius: .45em; box-shadow: 0 0 0 1.5px #fff; }
.inno-card-mid { display: flex; align-items: center; gap: .3em; padding: .15em .35em; flex: 1; min-height: 0; }
.inno-card-bottom { display: flex; justify-content: space-between; padding: .22em; gap: .2em; }
.inno-mark { flex: none; color: var(--inno-band); display: block; }
.inno-card-top .inno-mark { color: var(--inno-ink); }
.inno-card-top .inno-mark g { stroke: var(--inno-band); }
.inno-featured { display: inline-flex; align-items: center; gap: .25em; font-size: .82em; color: #333; margin-left: auto; }
.inno-card-foot .inno-featured { margin-left: 0; }
.inno-featured .inno-icon { width: 1.6em; height: 1.6em; }
.inno-card-hint { margin-left: auto; font-size: .78em; color: #333; }

/* the large card */
.inno-card.inno-large { --inno-w: var(--inno-large-w, 360px); font-size: calc(var(--inno-w) * .045); max-width: 100%; }
.inno-large .inno-card-top { font-size: 1.35em; padding: .3em .4em .3em .3em; }
.inno-large .inno-card-name { -webkit-line-clamp: 3; }
.inno-large .inno-slot { width: 2.4em; height: 2.4em; }
.inno-large .inno-card-bottom .inno-slot { width: 3em; height: 3em; }
.inno-card-effects { display: flex; flex-direction: column; gap: .45em; padding: .55em .55em .3em; }
.inno-effect { margin: 0; display: flex; gap: .45em; align-items: flex-start; line-height: 1.38; background: rgba(255,255,255,.72); border-radius: .3em; padding: .35em .45em; }
.inno-effect-icon { flex: none; width: 1.5em; height: 1.5em; margin-top: .05em; }
.inno-effect-icon .inno-icon { width: 100%; height: 100%; display: block; }
.inno-effect.inno-demand { background: #2a2a2a; color: #fff; border-left: .35em solid var(--inno-band); }
.inno-demand-label { display: block; font-weight: 800; text-transform: uppercase; letter-spacing: .04em; font-size: .78em; color: #ffd166; }
.inno-card-foot { display: flex; align-items: center; gap: .4em; padding: 0 .55em .3em; font-size: .8em; color: #333; }
.inno-inline-icon { display: inline-block; width: 1.15em; height: 1.15em; vertical-align: -.2em; margin: 0 .05em; }
.inno-inline-icon .inno-icon { display: block; width: 100%; height: 100%; }
.inno-value { display: inline-flex; align-items: center; justify-content: center; min-width: 1.35em; height: 1.35em; padding: 0 .15em;
  border: 1.5px solid currentColor; border-radius: .2em; font-weight: 800; font-size: .9em; vertical-align: .05em; background: rgba(255,255,255,.5); color: inherit; }
.inno-demand .inno-value { background: rgba(255,255,255,.12); }

/* a known card in little room */
.inno-card.inno-chip { --inno-w: 104px; flex-direction: row; align-items: center; justify-content: flex-start; gap: 4px; height: 44px; width: auto; max-width: 150px; min-width: 44px;
  padding: 0 6px 0 4px; font-size: 12px; border-left-width: 6px; border-radius: 6px; }
.inno-chip .inno-card-name { font-weight: 700; -webkit-line-clamp: 2; }
.inno-chip .inno-card-age { min-width: 22px; height: 22px; }

/* the card back: only the age is known */
.inno-card.inno-card-back { --inno-band: #23303f; background: #2f4157; color: #fff; align-items: center; justify-content: center;
  background-image: repeating-linear-gradient(135deg, rgba(255,255,255,.06) 0 4px, transparent 4px 10px); min-height: 44px; }
.inno-card-back .inno-back-age { font-size: 2.1em; font-weight: 800; line-height: 1; }
.inno-card-back .inno-back-set { font-size: .8em; opacity: .8; text-transform: uppercase; letter-spacing: .08em; }
.inno-card.inno-compact { height: calc(var(--inno-w) * .72); }
.inno-card.inno-mini { --inno-w: 44px; height: 58px; font-size: 11px; border-radius: 5px; }
.inno-card.inno-mini .inno-back-age { font-size: 1.7em; }

/* ---- the modal ---- */
.inno-modal { position: fixed; inset: 0; z-index: 1000; background: rgba(10,14,20,.72); display: flex; align-items: center; justify-content: center; padding: 16px; overflow: auto; }
.inno-modal-box { position: relative; display: flex; flex-direction: column; align-items: flex-end; gap: 8px; max-width: 100%; max-height: 100%; }
.inno-modal-close { min-width: 48px; min-height: 48px; border-radius: 24px; border: 2px solid #fff; background: #1b2430; color: #fff; font-size: 26px; line-height: 1; cursor: pointer; }
.inno-modal-close:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
.inno-modal .inno-card.inno-large { --inno-w: min(420px, calc(100vw - 40px)); max-height: calc(100vh - 96px); overflow: auto; }

/* a special achievement, large */
.inno-special-card { width: min(360px, calc(100vw - 40px)); background: #fff8e1; border: 4px double #c9a227; border-radius: 12px; padding: 14px 16px; color: #3b2d00; }
.inno-special-title { font-size: 1.5rem; font-weight: 800; }
.inno-special-kind { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: #7a6520; }
.inno-special-text { font-size: 1.05rem; line-height: 1.4; margin: 10px 0 0; }

/* ---- the table ---- */
.inno-table { --inno-card-w: 128px; color: #1b1b1b; container-type: inline-size; width: 100%; min-width: 0; }
.inno-table-grid { display: flex; flex-direction: column; gap: 10px; min-width: 0; }
.inno-main { display: flex; flex-direction: column; gap: 10px; min-width: 0; }
.inno-table button { font: inherit; }
.inno-players { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 360px), 1fr)); gap: 10px; min-width: 0; }
.inno-player-body { display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: flex-start; min-width: 0; }
.inno-player { background: #eef1f4; border: 1px solid #c7ced6; border-radius: 10px; padding: 8px; min-width: 0; display: flex; flex-direction: column; gap: 6px; --inno-card-w: 120px; }
.inno-player.inno-me { background: #f4f1e8; border-color: #b9ab84; --inno-card-w: 136px; }
.inno-player.inno-active { box-shadow: 0 0 0 3px #e0a400; }
.inno-player-head { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; }
.inno-player-name { font-weight: 800; font-size: 1.05rem; }
.inno-badge { display: inline-block; padding: 2px 8px; border-radius: 10px; font-size: .8rem; background: #dde3ea; }
.inno-turn-badge { background: #e0a400; color: #1b1b1b; font-weight: 700; }
.inno-icon-totals { display: flex; flex-wrap: wrap; gap: 4px 10px; margin: 0; padding: 0; list-style: none; }
.inno-icon-totals li { display: inline-flex; align-items: center; gap: 3px; font-weight: 700; font-variant-numeric: tabular-nums; }
.inno-icon-totals .inno-zero { opacity: .45; }
.inno-zone { display: flex; flex-direction: column; gap: 3px; min-width: 0; }
.inno-zone-title { font-size: .78rem; font-weight: 700; text-transform: uppercase; letter-spacing: .05em; color: #4a5360; }
.inno-zone-title .inno-count { font-weight: 600; text-transform: none; letter-spacing: 0; color: #1b1b1b; }
.inno-cards { display: flex; flex-wrap: wrap; gap: 4px; align-items: flex-start; min-height: 44px; }
.inno-empty { font-size: .85rem; color: #777; align-self: center; }
.inno-side { display: flex; flex-wrap: wrap; gap: 6px 16px; flex: 1 1 260px; min-width: 0; }
.inno-board { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; }

/* a colour pile, drawn as it lies */
.inno-pile { position: relative; display: flex; align-items: flex-start; min-width: 44px; min-height: 44px; width: max-content; max-width: 100%; }
.inno-pile[data-splay="up"] { flex-direction: column; }
.inno-pile[data-splay="right"] { flex-direction: row-reverse; }
.inno-pile-empty { width: 44px; border: 2px dashed #b5bcc5; border-radius: 8px; align-self: stretch; display: flex; align-items: center; justify-content: center; }
.inno-pile-empty .inno-mark { color: #9aa3ad; }
.inno-pile-empty[data-color="red"] { border-color: #e2a19b; } .inno-pile-empty[data-color="red"] .inno-mark { color: #c9635a; }
.inno-pile-empty[data-color="yellow"] { border-color: #e8cf7a; } .inno-pile-empty[data-color="yellow"] .inno-mark { color: #c99a00; }
.inno-pile-empty[data-color="green"] { border-color: #9cc79e; } .inno-pile-empty[data-color="green"] .inno-mark { color: #4f9a53; }
.inno-pile-empty[data-color="blue"] { border-color: #98b5dc; } .inno-pile-empty[data-color="blue"] .inno-mark { color: #4b7dc0; }
.inno-pile-empty[data-color="purple"] { border-color: #c2a3d8; } .inno-pile-empty[data-color="purple"] .inno-mark { color: #8a5cae; }
.inno-pile-count { position: absolute; top: -6px; left: -6px; z-index: 2; min-width: 22px; height: 22px; padding: 0 5px; border-radius: 11px; background: #1b2430; color: #fff; font-size: 12px; font-weight: 700; display: inline-flex; align-items: center; justify-content: center; }
.inno-splay-label { font-weight: 700; padding: 0 5px; border-radius: 8px; background: #fff; border: 1px solid #1b2430; }
/* the revealed parts of covered cards */
.inno-splayed { display: flex; gap: 0; }
.inno-pile[data-splay="up"] .inno-splayed { flex-direction: column; }
.inno-pile[data-splay="right"] .inno-splayed { flex-direction: row-reverse; }
.inno-sliver { --inno-w: var(--inno-card-w, 128px); display: flex; gap: 2px; padding: 3px; background-color: var(--inno-bg); border: 2px solid var(--inno-band); cursor: pointer; font-size: calc(var(--inno-w) * .086); }
.inno-pile[data-splay="left"] .inno-sliver { flex-direction: column; justify-content: flex-end; height: calc(var(--inno-w) * .72); margin-left: -2px; border-radius: 0 6px 6px 0; }
.inno-pile[data-splay="right"] .inno-sliver { flex-direction: column; justify-content: space-between; height: calc(var(--inno-w) * .72); margin-right: -2px; border-radius: 6px 0 0 6px; }
.inno-pile[data-splay="up"] .inno-sliver { width: var(--inno-w); justify-content: space-between; margin-top: -2px; border-radius: 0 0 6px 6px; }
.inno-pile[data-splay="aslant"] .inno-sliver { flex-direction: column; margin-left: -2px; }
.inno-sliver .inno-slot { width: 1.9em; height: 1.9em; }
.inno-sliver[data-color="red"] { --inno-band: #b3261e; --inno-bg: #f8dcd8; }
.inno-sliver[data-color="yellow"] { --inno-band: #d9a400; --inno-bg: #fcf0c6; }
.inno-sliver[data-color="green"] { --inno-band: #2e7d32; --inno-bg: #d9eed7; }
.inno-sliver[data-color="blue"] { --inno-band: #1d5aa6; --inno-bg: #d8e5f6; }
.inno-sliver[data-color="purple"] { --inno-band: #6b3894; --inno-bg: #ebdcf4; }
.inno-revealed { font-size: 12px; display: flex; flex-wrap: wrap; gap: 2px 6px; align-items: center; color: #333; margin-top: 2px; }
.inno-revealed .inno-icon { width: 14px; height: 14px; vertical-align: -2px; }
.inno-pile-wrap { display: flex; flex-direction: column; align-items: flex-start; gap: 2px; min-width: 0; }

/* achievements */
.inno-ach { display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px; padding: 2px 6px; border-radius: 6px; font-weight: 800;
  background: #2f4157; color: #fff; border: 2px solid #c9a227; }
.inno-ach-special { background: #fff8e1; color: #5a4300; font-weight: 700; font-size: .85rem; border-style: double; border-width: 3px; }
.inno-special-junked { opacity: .6; text-decoration: line-through; }

/* the supply */
.inno-supply .inno-zone { flex: 0 1 auto; }
.inno-supply { background: #e6eaee; border: 1px solid #c7ced6; border-radius: 10px; padding: 8px; display: flex; flex-wrap: wrap; gap: 8px 18px; }
.inno-decks { display: flex; flex-wrap: wrap; gap: 4px; }
.inno-deck { display: inline-flex; flex-direction: column; align-items: center; justify-content: center; width: 48px; min-height: 56px; border-radius: 6px; border: 0;
  background: #2f4157; color: #fff; box-shadow: 2px 2px 0 #8796a8, 4px 4px 0 #b8c2cd; padding: 2px; cursor: default; }
.inno-deck .inno-deck-age { font-size: 1.3rem; font-weight: 800; line-height: 1; }
.inno-deck .inno-deck-count { font-size: .72rem; opacity: .9; }
.inno-deck.inno-deck-empty { background: #aeb7c1; box-shadow: none; }
.inno-specials { display: flex; flex-wrap: wrap; gap: 4px; }
.inno-goal { font-size: .85rem; }

@container (min-width: 1180px) {
  .inno-table-grid { display: grid; grid-template-columns: minmax(0, 1fr) 252px; align-items: start; }
  .inno-supply { order: 2; flex-direction: column; position: sticky; top: 8px; }
  .inno-players { grid-template-columns: repeat(auto-fit, minmax(420px, 1fr)); }
}
@container (max-width: 560px) {
  .inno-player { --inno-card-w: 112px; }
  .inno-player.inno-me { --inno-card-w: 120px; }
}
`;

/** Put the styles into a document or a shadow root (once per root). */
export function injectStyles(root: Document | ShadowRoot = document): void {
  const parent = root instanceof Document ? root.head : root;
  if (parent.querySelector('style[data-inno-styles]')) return;
  const style = document.createElement('style');
  style.setAttribute('data-inno-styles', '');
  style.textContent = styles;
  parent.prepend(style);
}
