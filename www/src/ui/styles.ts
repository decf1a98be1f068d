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
/* Text is never under 12px: a compact card is as wide as a board column and
   shows the start of each effect; tapping it shows the whole card. */
.inno-card {
  --inno-w: var(--inno-card-w, 140px);
  position: relative; display: inline-flex; flex-direction: column;
  width: var(--inno-w); min-height: 44px; border-radius: 8px;
  color: #1b1b1b; background-color: var(--inno-bg); border: 2px solid var(--inno-band);
  box-shadow: 0 1px 3px rgba(0,0,0,.35); overflow: hidden; vertical-align: top;
  font-size: 12px; line-height: 1.25; text-align: left;
}
.inno-card[hidden] { display: none; }
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
/* No double-tap zoom on a card or an open one (a double tap reads it: ui/touch.ts). */
.inno-card.inno-openable { cursor: pointer; touch-action: manipulation; }
.inno-card.inno-openable:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }

.inno-card-top { display: flex; align-items: center; gap: 4px; background: var(--inno-band); color: var(--inno-ink); padding: 3px 4px 3px 3px; }
.inno-card-name { flex: 1; min-width: 0; font-size: 13px; font-weight: 700; line-height: 1.1; overflow: hidden; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; hyphens: manual; overflow-wrap: anywhere; font-family: "Roboto Condensed", "Arial Narrow", "Avenir Next Condensed", "DejaVu Sans Condensed", "Liberation Sans Narrow", system-ui, sans-serif; font-stretch: condensed; }
/* a city's three top slots where printed (left, middle, right), its title below them */
.inno-compact .inno-card-top.inno-top-slots { flex-wrap: wrap; justify-content: space-between; row-gap: 2px; }
.inno-compact .inno-top-slots .inno-card-name { order: 1; flex: 1 0 100%; }
.inno-card-age { flex: none; min-width: 22px; height: 22px; display: inline-flex; align-items: center; justify-content: center;
  border-radius: 50%; background: #fff; color: #1b1b1b; font-size: 12px; font-weight: 800; border: 1px solid rgba(0,0,0,.4); }
.inno-slot { flex: none; width: 24px; height: 24px; display: inline-flex; align-items: center; justify-content: center; border-radius: 5px; position: relative; font-size: 12px; }
.inno-slot .inno-icon { width: 100%; height: 100%; display: block; }
.inno-card-top .inno-slot { box-shadow: 0 0 0 1.5px rgba(255,255,255,.9); }
.inno-slot-empty { background: rgba(0,0,0,.08); border: 1px dashed rgba(0,0,0,.3); }
.inno-card-bottom { display: flex; align-items: center; padding: 3px; gap: 3px; margin-top: auto; }
.inno-card-bottom .inno-mark { margin-left: auto; }
.inno-card-bottom .inno-card-age { min-width: 22px; height: 22px; }
.inno-compact .inno-card-bottom .inno-slot { flex: 0 1 22px; width: 22px; min-width: 14px; height: auto; aspect-ratio: 1; }
.inno-compact .inno-card-bottom .inno-mark { flex-shrink: 1; min-width: 10px; }
.inno-mark { flex: none; color: var(--inno-band); display: block; }
.inno-card-top .inno-mark { color: var(--inno-ink); }
.inno-card-top .inno-mark g { stroke: var(--inno-band); }
.inno-featured { display: inline-flex; align-items: center; gap: .25em; color: #333; }
.inno-featured .inno-icon { width: 1.6em; height: 1.6em; }
.inno-card-hint { margin-left: auto; color: #333; }

/* the effects: a few lines of each on a compact card, all of them on a large one */
.inno-card-effects { display: flex; flex-direction: column; gap: 3px; padding: 3px 4px 0; }
.inno-effect { margin: 0; display: flex; gap: 4px; align-items: flex-start; line-height: 1.25; background: rgba(255,255,255,.72); border-radius: 4px; padding: 2px 4px; }
.inno-effect-icon { flex: none; width: 14px; height: 14px; margin-top: 1px; }
.inno-effect-icon .inno-icon { width: 100%; height: 100%; display: block; }
.inno-effect-text { min-width: 0; }
.inno-compact:not(.inno-full) .inno-effect-text { overflow: hidden; display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; }
.inno-compact:not(.inno-full) .inno-card-effects:has(> .inno-effect:nth-child(2)) .inno-effect-text { -webkit-line-clamp: 2; }
.inno-effect.inno-demand { background: #2a2a2a; color: #fff; border-left: 4px solid var(--inno-band); }
.inno-demand-label { display: block; font-weight: 800; text-transform: uppercase; letter-spacing: .04em; font-size: .8em; color: #ffd166; }
.inno-card-foot { display: flex; align-items: center; gap: .4em; padding: 0 .55em .3em; color: #333; }
.inno-inline-icon { display: inline-block; width: 1.15em; height: 1.15em; vertical-align: -.2em; margin: 0 .05em; }
.inno-inline-icon .inno-icon { display: block; width: 100%; height: 100%; }
.inno-value { display: inline-flex; align-items: center; justify-content: center; min-width: 1.35em; height: 1.35em; padding: 0 .15em;
  border: 1.5px solid currentColor; border-radius: .2em; font-weight: 800; vertical-align: .05em; background: rgba(255,255,255,.5); color: inherit; }
.inno-demand .inno-value { background: rgba(255,255,255,.12); }

/* what the expansions print in a slot: a bonus, an echo or inspire effect, a city's special icons */
.inno-slot-mark { background: #fff; color: #1b1b1b; border: 1.5px solid #1b1b1b; font-weight: 800; line-height: 1; }
.inno-slot-mark[data-mark="bonus"] { border-radius: 50%; background: #fff3c4; }
.inno-slot-mark[data-mark="echo"] { background: #e3efff; color: #1d5aa6; border-color: #1d5aa6; }
.inno-slot-mark[data-mark="inspire"] { background: #fde8f1; color: #9c2459; border-color: #9c2459; }
.inno-slot-mark:is([data-mark="plus"], [data-mark="arrow"], [data-mark="flag"], [data-mark="fountain"]) { background: #2f4157; color: #fff; border-color: #fff; }
.inno-slot-search .inno-search-mark { position: absolute; right: -3px; bottom: -3px; width: 58%; height: 58%; }
.inno-effect-label { font-weight: 800; }
.inno-effect-echo { border-left: 4px solid #1d5aa6; }
.inno-effect-inspire { border-left: 4px solid #9c2459; }
.inno-effect-karma { background: #fdf0dc; border-left: 4px solid #a86400; }
.inno-effect-decree { background: #fff8e1; border-left: 4px solid #c9a227; }

/* the large card: the whole text, bigger */
.inno-card.inno-large { --inno-w: var(--inno-large-w, 360px); font-size: max(14px, calc(var(--inno-w) * .045)); max-width: 100%; border-radius: 12px; }
.inno-large .inno-card-top { padding: 6px; gap: 6px; }
.inno-large .inno-card-name { font-size: 1.35em; -webkit-line-clamp: 3; }
.inno-large .inno-card-age { min-width: 1.9em; height: 1.9em; font-size: 1.1em; }
.inno-large .inno-slot { width: 2.4em; height: 2.4em; }
.inno-large .inno-card-bottom { justify-content: space-between; padding: 6px; }
.inno-large .inno-card-bottom .inno-slot { width: 3em; height: 3em; }
.inno-large .inno-card-effects { gap: .45em; padding: .55em .55em .3em; }
.inno-large .inno-effect { gap: .45em; line-height: 1.38; padding: .35em .45em; }
.inno-large .inno-effect-icon { width: 1.5em; height: 1.5em; }

/* a large card prints its echo and inspire effects in their slots */
.inno-large .inno-slot.inno-slot-effect { width: auto; height: auto; min-height: 2.4em; flex: 1 1 9em; justify-content: flex-start; align-items: flex-start; gap: .3em;
  padding: .3em .45em; border-radius: .4em; font-size: .92em; font-weight: 400; line-height: 1.3; text-align: left; }
.inno-large .inno-card-bottom { flex-wrap: wrap; }
.inno-slot-effect-text { flex: 1; min-width: 0; color: #1b1b1b; }

/* a known card in little room */
.inno-card.inno-chip { flex-direction: row; align-items: center; justify-content: flex-start; gap: 4px; height: 44px; width: auto; max-width: 160px; min-width: 44px;
  padding: 0 6px 0 4px; border-left-width: 6px; border-radius: 6px; }
.inno-chip .inno-card-name { font-size: 12px; -webkit-line-clamp: 2; }

/* the card back: only the age is known */
.inno-card.inno-card-back { --inno-band: #23303f; background: #2f4157; color: #fff; align-items: center; justify-content: center;
  background-image: repeating-linear-gradient(135deg, rgba(255,255,255,.06) 0 4px, transparent 4px 10px); min-height: 44px; }
.inno-card-back .inno-back-age { font-size: 26px; font-weight: 800; line-height: 1; }
.inno-card-back .inno-back-set { font-size: 12px; opacity: .85; text-transform: uppercase; letter-spacing: .04em; }
.inno-card.inno-compact.inno-card-back { min-height: 90px; }
.inno-card.inno-mini { width: 44px; height: 58px; border-radius: 5px; }
.inno-card.inno-mini .inno-back-age { font-size: 20px; }
.inno-card.inno-mini .inno-back-set { display: none; }
/* a back of an expansion's card says its set (the backs differ) */
.inno-card.inno-mini:not([data-set="base"]) { width: auto; min-width: 44px; padding: 0 4px; }
.inno-card.inno-mini:not([data-set="base"]) .inno-back-set { display: block; font-size: 12px; letter-spacing: 0; }

/* ---- the modal ---- */
.inno-modal { position: fixed; inset: 0; z-index: 1000; background: rgba(10,14,20,.72); display: flex; align-items: center; justify-content: center; padding: 16px; overflow: auto; touch-action: manipulation; }
.inno-modal-box { position: relative; display: flex; flex-direction: column; align-items: flex-end; gap: 8px; max-width: 100%; margin: auto; }
.inno-modal-close { min-width: 48px; min-height: 48px; border-radius: 24px; border: 2px solid #fff; background: #1b2430; color: #fff; font-size: 26px; line-height: 1; cursor: pointer; flex: none; }
.inno-modal-close:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
.inno-modal .inno-card.inno-large { --inno-w: min(420px, calc(100vw - 40px)); }
/* a whole pile, large enough to read */
.inno-pile-view { background: #eef1f4; border-radius: 10px; padding: 10px; max-width: min(760px, calc(100vw - 40px)); color: #1b1b1b; }
.inno-pile-view-title { font-size: 16px; margin: 0 0 8px; }
.inno-pile-list { display: flex; flex-wrap: wrap; gap: 8px; --inno-card-w: 150px; }
.inno-pile-item { display: flex; flex-direction: column; gap: 2px; }
.inno-pile-pos { font-size: 12px; font-weight: 700; color: #4a5360; }

/* a special achievement, large */
.inno-special-card { width: min(360px, calc(100vw - 40px)); background: #fff8e1; border: 4px double #c9a227; border-radius: 12px; padding: 14px 16px; color: #3b2d00; }
.inno-special-title { font-size: 1.5rem; font-weight: 800; }
.inno-special-kind { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: #7a6520; }
.inno-special-text { font-size: 1.05rem; line-height: 1.4; margin: 10px 0 0; }

/* ---- the table ---- */
/* Each player's board is five equal columns in the same colour order, so the
   piles of all players line up; a pile is as wide as its column, and so is a
   card in the viewer's hand (--inno-col), which wraps into the free width. */
.inno-table { color: #1b1b1b; container-type: inline-size; width: 100%; min-width: 0; font-size: 14px; }
.inno-table-grid { display: flex; flex-direction: column; gap: 10px; min-width: 0; }
.inno-main { display: flex; flex-direction: column; gap: 10px; min-width: 0; }
.inno-table button { font: inherit; }
.inno-players { display: flex; flex-direction: column; gap: 10px; min-width: 0; }
.inno-player { container-type: inline-size; background: #eef1f4; border: 1px solid #c7ced6; border-radius: 10px; padding: 6px 8px 8px; min-width: 0; display: flex; flex-direction: column; gap: 6px; }
.inno-player.inno-me { background: #f4f1e8; border-color: #b9ab84; }
.inno-player.inno-active { box-shadow: 0 0 0 3px #e0a400; }
.inno-player-head { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 10px; }
.inno-player-name { font-weight: 800; font-size: 16px; }
.inno-badge { display: inline-block; padding: 2px 8px; border-radius: 10px; font-size: 13px; background: #dde3ea; }
.inno-turn-badge { background: #e0a400; color: #1b1b1b; font-weight: 700; }
.inno-icon-totals { display: flex; flex-wrap: wrap; gap: 2px 8px; margin: 0 0 0 auto; padding: 0; list-style: none; }
.inno-icon-totals li { display: inline-flex; align-items: center; gap: 2px; font-weight: 700; font-size: 14px; font-variant-numeric: tabular-nums; }
.inno-icon-totals .inno-zero { opacity: .45; }
.inno-board { --inno-cols: 5; display: grid; grid-template-columns: repeat(var(--inno-cols), minmax(0, 190px)); gap: 8px; align-items: start; }
.inno-side { --inno-col: min(190px, calc((100cqi - 4 * 8px) / 5)); }
.inno-zone { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.inno-zone-title { font-size: 12px; font-weight: 700; text-transform: uppercase; letter-spacing: .05em; color: #4a5360; }
.inno-zone-title .inno-count { font-weight: 600; text-transform: none; letter-spacing: 0; color: #1b1b1b; }
.inno-cards { display: flex; flex-wrap: wrap; gap: 4px; align-items: flex-start; min-height: 44px; }
.inno-empty { font-size: 13px; color: #666; align-self: center; }
.inno-side { display: flex; flex-wrap: wrap; gap: 6px 16px; min-width: 0; align-items: flex-start; }
/* a zone's title beside its cards, to keep the areas short */
.inno-side .inno-zone { flex-direction: row; flex-wrap: wrap; align-items: center; gap: 4px 8px; }
.inno-side .inno-zone-title { flex: none; }
.inno-side .inno-zone.inno-hand:has(.inno-compact) { flex: 1 1 100%; flex-direction: column; align-items: flex-start; }
.inno-hand .inno-card.inno-compact { width: var(--inno-col); }
.inno-known-item { display: inline-flex; flex-direction: column; align-items: flex-start; gap: 1px; }
.inno-known-where { font-size: 12px; color: #4a5360; }
.inno-known .inno-zone-title { color: #1d5aa6; }

/* a colour pile, drawn as it lies */
.inno-pile-wrap { display: flex; flex-direction: column; gap: 3px; min-width: 0; }
.inno-pile { position: relative; display: flex; min-width: 44px; min-height: 44px; }
.inno-pile > .inno-card { width: 100%; }
.inno-pile-empty { border: 2px dashed #b5bcc5; border-radius: 8px; align-items: center; justify-content: center; min-height: 60px; }
.inno-pile-empty .inno-mark { color: #9aa3ad; }
.inno-pile-empty[data-color="red"] { border-color: #e2a19b; } .inno-pile-empty[data-color="red"] .inno-mark { color: #c9635a; }
.inno-pile-empty[data-color="yellow"] { border-color: #e8cf7a; } .inno-pile-empty[data-color="yellow"] .inno-mark { color: #c99a00; }
.inno-pile-empty[data-color="green"] { border-color: #9cc79e; } .inno-pile-empty[data-color="green"] .inno-mark { color: #4f9a53; }
.inno-pile-empty[data-color="blue"] { border-color: #98b5dc; } .inno-pile-empty[data-color="blue"] .inno-mark { color: #4b7dc0; }
.inno-pile-empty[data-color="purple"] { border-color: #c2a3d8; } .inno-pile-empty[data-color="purple"] .inno-mark { color: #8a5cae; }
.inno-pile-count { position: absolute; top: -6px; left: -6px; z-index: 2; min-width: 22px; height: 22px; padding: 0 5px; border-radius: 11px; background: #1b2430; color: #fff; font-size: 12px; font-weight: 700; display: inline-flex; align-items: center; justify-content: center; }
/* under a pile of 2+: its splay, how many cards lie under, what the splay reveals */
.inno-pile-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 2px 6px; width: 100%; min-height: 44px; padding: 3px 4px; border: 1px solid #9aa7b4; border-radius: 6px; background: #fff; color: #1b1b1b; font-size: 12px; text-align: left; cursor: pointer; }
.inno-splay-label { font-weight: 700; }
.inno-splayed { display: flex; flex-wrap: wrap; gap: 3px; }
.inno-sliver { display: inline-flex; gap: 1px; padding: 1px; border-radius: 3px; background-color: var(--inno-bg); border: 1px solid var(--inno-band); }
.inno-sliver .inno-slot { width: 16px; height: 16px; border-radius: 3px; }
.inno-sliver[data-color="red"] { --inno-band: #b3261e; --inno-bg: #f8dcd8; }
.inno-sliver[data-color="yellow"] { --inno-band: #d9a400; --inno-bg: #fcf0c6; }
.inno-sliver[data-color="green"] { --inno-band: #2e7d32; --inno-bg: #d9eed7; }
.inno-sliver[data-color="blue"] { --inno-band: #1d5aa6; --inno-bg: #d8e5f6; }
.inno-sliver[data-color="purple"] { --inno-band: #6b3894; --inno-bg: #ebdcf4; }
.inno-revealed { display: flex; flex-wrap: wrap; gap: 2px 6px; align-items: center; color: #333; }
.inno-revealed .inno-icon { width: 14px; height: 14px; vertical-align: -2px; }

/* achievements */
.inno-ach { display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px; padding: 2px 6px; border-radius: 6px; font-weight: 800;
  background: #2f4157; color: #fff; border: 2px solid #c9a227; }
.inno-ach-special { background: #fff8e1; color: #5a4300; font-weight: 700; font-size: 13px; border-style: double; border-width: 3px; }
.inno-special-junked { opacity: .6; text-decoration: line-through; }

/* the supply */
.inno-supply .inno-zone { flex: 0 1 auto; }
.inno-supply { background: #e6eaee; border: 1px solid #c7ced6; border-radius: 10px; padding: 8px; display: flex; flex-wrap: wrap; gap: 8px 18px; color: #1b1b1b; font-size: 14px; }
.inno-decks { display: flex; flex-wrap: wrap; gap: 6px; }
.inno-deck { display: inline-flex; flex-direction: column; align-items: center; justify-content: center; width: 48px; min-height: 56px; border-radius: 6px; border: 0;
  background: #2f4157; color: #fff; box-shadow: 2px 2px 0 #8796a8, 4px 4px 0 #b8c2cd; padding: 2px; cursor: default; }
.inno-deck .inno-deck-age { font-size: 20px; font-weight: 800; line-height: 1; }
.inno-deck .inno-deck-count { font-size: 12px; opacity: .95; }
.inno-deck.inno-deck-empty { background: #aeb7c1; box-shadow: none; }
.inno-specials { display: flex; flex-wrap: wrap; gap: 4px; }
/* the decks of each set in play, one row per set; the relics beside them */
.inno-decks:has(> .inno-deck-row) { flex-direction: column; flex-wrap: nowrap; }
.inno-deck-row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
.inno-deck-set { flex: 0 0 100%; font-size: 12px; font-weight: 700; color: #4a5360; }
.inno-deck-row:not([data-set="base"]) .inno-deck { width: 44px; min-height: 44px; }
.inno-deck-row:not([data-set="base"]) .inno-deck .inno-deck-age { font-size: 16px; }
.inno-ach.inno-decree { gap: 4px; }
.inno-set-zone[data-zone="forecast"] .inno-zone-title { color: #1d5aa6; }
.inno-set-zone[data-zone="display"] .inno-zone-title { color: #6a4a22; }
.inno-set-zone .inno-card.inno-compact { width: var(--inno-col); }

@container (min-width: 1180px) {
  .inno-table-grid { display: grid; grid-template-columns: minmax(0, 1fr) 252px; align-items: start; }
  .inno-supply { order: 2; flex-direction: column; position: sticky; top: 8px; }
}
/* narrow (phones): three columns, the piles still line up; the other players'
   top cards show their title and icons (a tap shows the whole card), so that
   every board is at most a swipe away */
@container (max-width: 560px) {
  .inno-board { --inno-cols: 3; }
  .inno-side { --inno-col: calc((100cqi - 2 * 8px) / 3); }
  .inno-player:not(.inno-me) .inno-pile .inno-card-effects { display: none; }
  .inno-player:not(.inno-me) .inno-side .inno-cards:has(> .inno-card-back) { display: none; }
  .inno-player:not(.inno-me) .inno-ages { display: inline; }
}
.inno-ages { display: none; font-weight: 600; text-transform: none; letter-spacing: 0; color: #1b1b1b; }
/* short landscape screens (a tablet or laptop held wide): the other players'
   face-down hand and score cards are listed by age, so that your own board stays
   in view below theirs */
@media (orientation: landscape) and (max-height: 820px) {
  .inno-player:not(.inno-me) .inno-side .inno-cards:has(> .inno-card-back) { display: none; }
  .inno-player:not(.inno-me) .inno-ages { display: inline; }
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
