// The read-only table drawn from a View: every player's area (the viewer's own
// first and largest) and the supply. Plain DOM; call injectStyles() once for the
// document or shadow root the table goes into.
//
// Hooks for the app (a legal answer can be matched to an element without
// knowing the layout; all are plain data attributes):
//   known card, anywhere (board top, covered splayed card, hand, score):
//       [data-card-id="<CardId>"]            (also data-card-name, data-color, data-age)
//   hidden card:  [data-hidden-zone="hand|score|achievement"][data-owner="<player>"][data-age="<N>"]
//   pile:         .inno-pile[data-player="<player>"][data-color="<color>"]   (+ data-splay, data-count)
//   deck:         .inno-deck[data-age="<N>"][data-set="<set>"]  (also data-hidden-zone="deck", no data-owner),
//                 in its set's row .inno-deck-row[data-set="<set>"]
//   relics beside the decks (Relics): .inno-relics [data-card-id]
//   junk (4th edition): .inno-junk[data-count]
//   available standard achievement: .inno-achievement[data-age="<N>"] (also data-hidden-zone="achievement", no data-owner)
//   available special achievement:  .inno-special[data-name="<name>"]
//   claimed achievements: .inno-claimed[data-owner][data-age] / .inno-claimed[data-owner][data-name]
//   player area:  .inno-player[data-player="<player>"]; its zones .inno-hand, .inno-score, .inno-achievements, .inno-board,
//                 .inno-known (another player's hidden cards the viewer knows), .inno-set-zone[data-zone] (the sets' zones:
//                 forecast, display), face-down cards there [data-hidden-zone="set"][data-owner]
//   score and achievement parts: .inno-score-total[data-bonuses][data-karma], .inno-ach-total[data-flags][data-fountains][data-karma]
//   a pile's bar (splay, count, revealed icons; opens the whole pile): .inno-pile-bar
//
// Clicking a known card opens it large unless your click handler calls
// event.preventDefault() or event.stopPropagation() (see card.ts).
import type { CardSet, CardView, Color, Icon, PileView, PlayerView, SetInfo, Slot, SpecialInfo, Splay, View } from '../engine/types';
import { CardIndex, onActivate, openModal, openSpecialLarge, renderCard, renderCardChip, renderHiddenCard, renderSlot } from './card';
import { colorMarkSvg, iconSvg, svgElement } from './icons';
import { keyed, listen, stub } from './morph';

export interface TableOptions {
  /** The player whose area is drawn first and largest (default: the view's viewer). */
  me?: number | null;
  /** The catalogue's special achievements: when given, tapping one shows its condition. */
  specials?: SpecialInfo[];
  /** Draw the supply (decks, achievements) in the table (default); the app places `renderSupply` itself. */
  supply?: boolean;
  /** The viewer's own area after the others' (as at a real table: the opponents across, your own cards in front of you). Default: first. */
  meLast?: boolean;
  /** The catalogue's sets: their names label the decks of each set. */
  sets?: SetInfo[];
  /**
   * The keys of the parts on the page (`keysIn(table, KEYED)`): a part drawn from
   * the same data (a player's area, its head, a pile, a zone, a row of the supply)
   * is only a stub, and `morph` keeps the one on the page.
   */
  onPage?: ReadonlySet<string>;
}

/** The parts of the table drawn with a key: player areas and their parts, the supply and its rows. */
export const KEYED = '.inno-player, .inno-player-head, .inno-pile-wrap, .inno-zone, .inno-supply, .inno-deck-row';

/** A set's name for people (the catalogue's), else its key. */
function setName(set: CardSet, sets?: SetInfo[]): string {
  return sets?.find((x) => x.set === set)?.name ?? set;
}

/** A zone's name as a title ("forecast" → "Forecast"). */
function zoneTitle(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Make a special achievement tile show its condition when tapped (if known); a decree shows its colour. */
function specialOpenable(tile: HTMLElement, name: string, specials: SpecialInfo[] | undefined): void {
  const info = specials?.find((s) => s.name === name);
  if (!info) return;
  if (info.decree) {
    tile.dataset.decree = info.decree;
    tile.classList.add('inno-decree');
    tile.prepend(svgElement(colorMarkSvg(info.decree, 14)));
    tile.setAttribute('aria-label', `decree ${name} (${info.decree})`);
  }
  onActivate(tile, (el) => {
    const root = el.getRootNode();
    openSpecialLarge(info, root instanceof ShadowRoot ? root : document.body);
  });
}

/**
 * Where the turn stands: "2 actions left" while the player chooses, "first of 2
 * actions in progress" while one is being resolved (it still counts as left).
 */
export function turnText(view: View): string {
  const n = view.turn?.actions_left ?? 0;
  const q = view.question;
  if (!q || q.kind === 'action') return `${n} action${n === 1 ? '' : 's'} left`;
  return `${n > 1 ? `first of ${n} actions` : 'last action'} in progress`;
}

/** Board order of the five piles. */
export const COLORS: Color[] = ['blue', 'red', 'green', 'yellow', 'purple'];

/** The standard icon a slot counts as (an icon, or a city's search icon). */
export function slotIcon(slot: Slot | undefined): Icon | null {
  return slot && (slot.type === 'icon' || slot.type === 'search') ? slot.value : null;
}

const SPLAY_LABEL: Record<Splay, string> = { none: '', left: '◀ left', right: 'right ▶', up: '▲ up', aslant: '◢ aslant' };

function el<K extends keyof HTMLElementTagNameMap>(tag: K, cls?: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** A card of a hand or score pile: face up when known, else its back. */
function zoneCard(c: CardView, cards: CardIndex, zone: 'hand' | 'score' | 'set', owner: number, big: boolean): HTMLElement {
  if (c.type === 'known') {
    const info = cards.get(c.id);
    if (info) return big ? renderCard(info, 'compact') : renderCardChip(info);
  }
  const back = renderHiddenCard(c.age, c.type === 'hidden' ? c.set : 'base');
  if (!big) back.classList.add('inno-mini');
  back.classList.remove('inno-compact');
  if (big) back.classList.add('inno-compact');
  back.dataset.hiddenZone = zone;
  back.dataset.owner = String(owner);
  return back;
}

/** The revealed icons of a splayed pile: counts per icon, from the covered cards' slots the engine says show. */
export function revealedIcons(pile: PileView, cards: CardIndex): Map<Icon, number> {
  const counts = new Map<Icon, number>();
  pile.cards.forEach((c, k) => {
    if (k === 0 || c.type !== 'known') return;
    const info = cards.get(c.id);
    for (const i of pile.visible[k] ?? []) {
      const icon = slotIcon(info?.icons[i]);
      if (icon) counts.set(icon, (counts.get(icon) ?? 0) + 1);
    }
  });
  return counts;
}

/** Show every card of a pile large enough to read, top first, in the modal overlay. */
function openPile(pile: PileView, owner: string, cards: CardIndex, from: HTMLElement): void {
  const list = el('div', 'inno-pile-list');
  pile.cards.forEach((c, k) => {
    const info = c.type === 'known' ? cards.get(c.id) : undefined;
    const item = el('div', 'inno-pile-item');
    item.append(el('div', 'inno-pile-pos', k === 0 ? 'top' : `${k + 1}.`));
    item.append(info ? renderCard(info, 'compact') : renderHiddenCard(c.age, c.type === 'hidden' ? c.set : 'base'));
    list.append(item);
  });
  const box = el('div', 'inno-pile-view');
  box.append(el('h2', 'inno-pile-view-title', `${owner}: ${pile.color} pile, ${pile.cards.length} cards${pile.splay !== 'none' ? `, splayed ${pile.splay}` : ''}`), list);
  const root = from.getRootNode();
  openModal(box, `${owner}'s ${pile.color} pile`, root instanceof ShadowRoot ? root : document.body, {});
}

/**
 * One colour pile as it lies: the top card (with its text) and the pile's size,
 * and for a splayed pile a bar under it with the icons the splay reveals on each
 * covered card and their count; the bar opens the whole pile. Every pile has the width of its
 * board column, so the piles of all players line up.
 */
export function renderPile(pile: PileView | undefined, color: Color, player: number, cards: CardIndex, owner = ''): HTMLDivElement {
  const splay: Splay = pile?.splay ?? 'none';
  const list = pile?.cards ?? [];
  const wrap = el('div', 'inno-pile-wrap');
  wrap.dataset.color = color;
  const p = el('div', 'inno-pile');
  p.dataset.player = String(player);
  p.dataset.color = color;
  p.dataset.splay = splay;
  p.dataset.count = String(list.length);
  const label = list.length === 0 ? `${color} pile, empty` : `${color} pile, ${list.length} card${list.length === 1 ? '' : 's'}${splay !== 'none' ? `, splayed ${splay}` : ''}`;
  p.setAttribute('aria-label', label);
  p.setAttribute('role', 'group');
  wrap.append(p);
  if (list.length === 0) {
    p.classList.add('inno-pile-empty');
    p.append(svgElement(colorMarkSvg(color, 18)));
    return wrap;
  }
  const top = list[0];
  const topInfo = top.type === 'known' ? cards.get(top.id) : undefined;
  p.append(topInfo ? renderCard(topInfo, 'compact') : renderHiddenCard(top.age, top.type === 'hidden' ? top.set : 'base'));
  if (list.length > 1) {
    const count = el('span', 'inno-pile-count', String(list.length));
    count.setAttribute('aria-hidden', 'true');
    p.append(count);
  }
  // A splayed pile shows what the splay reveals; its bar opens the whole pile.
  if (list.length > 1 && splay !== 'none') {
    const bar = el('button', 'inno-pile-bar');
    bar.type = 'button';
    bar.dataset.color = color;
    bar.append(el('span', 'inno-splay-label', SPLAY_LABEL[splay]), el('span', 'inno-pile-under', `${list.length - 1} under`));
    // What each covered card shows (the engine says which slots), then the totals.
    const strip = el('span', 'inno-splayed');
    for (const [k, c] of list.entries()) {
      if (k === 0) continue;
      const sliver = el('span', 'inno-sliver');
      sliver.dataset.color = color;
      sliver.dataset.age = String(c.age);
      const info = c.type === 'known' ? cards.get(c.id) : undefined;
      for (const i of pile?.visible[k] ?? []) sliver.append(renderSlot(info?.icons[i], i));
      strip.append(sliver);
    }
    bar.append(strip);
    const counts = revealedIcons(pile!, cards);
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const rev = el('span', 'inno-revealed');
    // A splay that shows only hexagons, bonuses or effects reveals no icon: say so plainly.
    rev.append(el('span', undefined, total === 0 ? 'no icons revealed' : `revealed ${total}:`));
    for (const [icon, n] of counts) {
      const x = el('span');
      x.append(svgElement(iconSvg(icon, 14)));
      x.append(`×${n}`);
      rev.append(x);
    }
    bar.append(rev);
    bar.setAttribute('aria-label', `${label}: show every card`);
    listen(bar, 'click', (e) => openPile(pile!, owner, cards, e.currentTarget as HTMLElement));
    wrap.append(bar);
  }
  return wrap;
}

function zone(title: string, cls: string, count?: string): { root: HTMLElement; body: HTMLElement } {
  const root = el('section', `inno-zone ${cls}`);
  const h = el('div', 'inno-zone-title', title);
  if (count !== undefined) h.append(' ', el('span', 'inno-count', count));
  root.append(h);
  const body = el('div', 'inno-cards');
  root.append(body);
  return { root, body };
}

/** Known hidden cards of another player (the engine lists what the viewer saw go there). */
function knownZone(pv: PlayerView, cards: CardIndex): HTMLElement {
  const z = zone('You know', 'inno-known', `${pv.known.length}`);
  for (const k of pv.known) {
    if (k.card.type !== 'known') continue;
    const info = cards.get(k.card.id);
    if (!info) continue;
    const item = el('span', 'inno-known-item');
    item.dataset.zone = k.zone;
    item.append(renderCardChip(info), el('span', 'inno-known-where', `in ${k.zone === 'set' ? (k.set_zone ?? 'a hidden zone') : k.zone === 'score' ? 'score pile' : 'hand'}`));
    z.body.append(item);
  }
  return z.root;
}

/**
 * A part of the table drawn from the data that `key` says (see morph.ts): when the
 * same part is on the page, only a stub of it; else drawn.
 */
function part<K extends keyof HTMLElementTagNameMap>(onPage: ReadonlySet<string> | undefined, tag: K, key: string, draw: () => HTMLElementTagNameMap[K]): HTMLElementTagNameMap[K] {
  return onPage?.has(key) ? stub(document.createElement(tag), key) : keyed(draw(), key);
}

function playerArea(view: View, i: number, cards: CardIndex, me: boolean, teams: boolean, specials?: SpecialInfo[], onPage?: ReadonlySet<string>): HTMLElement {
  const pv: PlayerView = view.players[i];
  const active = view.turn?.player === i;
  // The keys say everything each part is drawn from (the catalogue and the
  // specials are the same all game): a player's area, then its parts.
  const headFrom = [i, me, teams, active && turnText(view), view.question?.player === i, view.outcome?.winners.includes(i), view.achievements_to_win];
  return part(onPage, 'section', JSON.stringify([...headFrom, pv]), () => {
    const area = el('section', 'inno-player');
    area.dataset.player = String(i);
    if (me) area.classList.add('inno-me');
    if (active) area.classList.add('inno-active');
    if (pv.eliminated) area.classList.add('inno-eliminated');
    area.setAttribute('aria-label', `${pv.name}${me ? ' (you)' : ''}`);
    const { name, team, eliminated, score_total, score_bonuses, score_karma, achievement_total, achievement_parts, icons } = pv;
    area.append(part(onPage, 'header', JSON.stringify(['head', ...headFrom, name, team, eliminated, score_total, score_bonuses, score_karma, achievement_total, achievement_parts, icons]),
      () => playerHead(view, i, me, teams, active)));
    // Always five columns in the same colour order: every player's piles line up.
    const board = el('div', 'inno-board');
    for (const color of COLORS) {
      const pile = pv.board.find((b) => b.color === color);
      board.append(part(onPage, 'div', JSON.stringify(['pile', i, color, name, pile]), () => renderPile(pile, color, i, cards, name)));
    }
    area.append(board);
    const side = el('div', 'inno-side');
    side.append(part(onPage, 'section', JSON.stringify(['hand', i, me, pv.hand]), () => cardZone('Hand', 'inno-hand', String(pv.hand.length), pv.hand, cards, 'hand', i, me)));
    const known = pv.known.length ? part(onPage, 'section', JSON.stringify(['known', i, pv.known]), () => knownZone(pv, cards)) : null;
    if (known) side.append(known);
    const scoreCount = `${pv.score.length} card${pv.score.length === 1 ? '' : 's'}, total ${pv.score_total}`;
    side.append(part(onPage, 'section', JSON.stringify(['score', i, scoreCount, pv.score]), () => cardZone('Score', 'inno-score', scoreCount, pv.score, cards, 'score', i, false)));
    side.append(part(onPage, 'section', JSON.stringify(['achievements', i, pv.achievements]), () => achievementsZone(pv, i, cards, specials)));
    // The sets' zones (the forecast: face down for the others with its ages and
    // sets; the display: face up), as the engine sends them.
    for (const z of pv.zones) side.append(part(onPage, 'section', JSON.stringify(['zone', i, me, z]), () => setZone(z, i, cards, me)));
    area.append(side);
    return area;
  });
}

/** A player's name, badges, score and achievement counts and icon totals. */
function playerHead(view: View, i: number, me: boolean, teams: boolean, active: boolean): HTMLElement {
  const pv = view.players[i];
  const head = el('header', 'inno-player-head');
  head.append(el('span', 'inno-player-name', pv.name + (me ? ' (you)' : '')));
  if (teams) head.append(el('span', 'inno-badge inno-team', `team ${pv.team + 1}`));
  if (active && view.turn) head.append(el('span', 'inno-badge inno-turn-badge', `turn · ${turnText(view)}`));
  if (view.question && view.question.player === i && !active) head.append(el('span', 'inno-badge inno-answering', 'answering'));
  if (view.outcome?.winners.includes(i)) head.append(el('span', 'inno-badge inno-turn-badge', 'winner'));
  if (pv.eliminated) head.append(el('span', 'inno-badge inno-out', 'out of the game'));
  head.append(scoreBadge(pv));
  head.append(achievementBadge(pv, view.achievements_to_win));
  const icons = el('ul', 'inno-icon-totals');
  icons.setAttribute('aria-label', 'icons on board');
  for (const [icon, n] of pv.icons) {
    const li = el('li', n === 0 ? 'inno-zero' : undefined);
    li.append(svgElement(iconSvg(icon, 20)));
    li.append(String(n));
    li.setAttribute('aria-label', `${n} ${icon}`);
    icons.append(li);
  }
  head.append(icons);
  return head;
}

/** A hand or score pile; where there is little room (phones), face-down cards are listed by age only. */
function cardZone(title: string, cls: string, count: string, list: CardView[], cards: CardIndex, where: 'hand' | 'score', owner: number, big: boolean): HTMLElement {
  const z = zone(title, cls, count);
  for (const c of list) z.body.append(zoneCard(c, cards, where, owner, big));
  if (list.length === 0) z.body.append(el('span', 'inno-empty', 'empty'));
  agesOfHidden(z.root, list);
  return z.root;
}

/** The ages of the face-down cards of a zone, in its title. */
function agesOfHidden(root: HTMLElement, list: CardView[]) {
  const hidden = list.filter((c) => c.type === 'hidden').map((c) => c.age);
  if (hidden.length) root.querySelector('.inno-zone-title')!.append(el('span', 'inno-ages', ` · age${hidden.length === 1 ? '' : 's'} ${hidden.join(', ')}`));
}

function achievementsZone(pv: PlayerView, i: number, cards: CardIndex, specials?: SpecialInfo[]): HTMLElement {
  const ach = zone('Achievements', 'inno-achievements', String(pv.achievements.length));
  for (const a of pv.achievements) {
    // A card achieved face up (a relic) is drawn as the card.
    if (a.type === 'card') {
      ach.body.append(zoneCard(a.card, cards, 'set', i, false));
      continue;
    }
    const t = a.type === 'standard' ? el('span', 'inno-ach inno-claimed', String(a.age)) : el('span', 'inno-ach inno-ach-special inno-claimed', a.name);
    t.dataset.owner = String(i);
    if (a.type === 'standard') {
      t.dataset.age = String(a.age);
      t.dataset.hiddenZone = 'achievement';
      t.setAttribute('aria-label', `achievement, age ${a.age}`);
    } else {
      t.dataset.name = a.name;
      t.setAttribute('aria-label', `special achievement ${a.name}`);
      specialOpenable(t, a.name, specials);
    }
    ach.body.append(t);
  }
  if (pv.achievements.length === 0) ach.body.append(el('span', 'inno-empty', 'none'));
  return ach.root;
}

function setZone(z: PlayerView['zones'][number], i: number, cards: CardIndex, me: boolean): HTMLElement {
  const sz = zone(zoneTitle(z.name), 'inno-set-zone', String(z.cards.length));
  sz.root.dataset.zone = z.name;
  sz.root.dataset.owner = String(i);
  for (const c of z.cards) sz.body.append(zoneCard(c, cards, 'set', i, me && c.type === 'known' && z.cards.length === 1));
  if (z.cards.length === 0) sz.body.append(el('span', 'inno-empty', 'empty'));
  agesOfHidden(sz.root, z.cards);
  return sz.root;
}

/** "score 12, bonuses 3": the score with what visible bonuses and karma add to it. */
function scoreBadge(pv: PlayerView): HTMLElement {
  const parts = [`score ${pv.score_total}`];
  if (pv.score_bonuses) parts.push(`bonuses ${pv.score_bonuses}`);
  if (pv.score_karma) parts.push(`karma ${pv.score_karma > 0 ? '+' : ''}${pv.score_karma}`);
  const b = el('span', 'inno-badge inno-score-total', parts.join(', '));
  b.dataset.bonuses = String(pv.score_bonuses);
  b.dataset.karma = String(pv.score_karma);
  return b;
}

/** "achievements 4/8 (2 claimed, 1 flag, 1 fountain)": the count for winning and what it is made of. */
function achievementBadge(pv: PlayerView, toWin: number): HTMLElement {
  const a = pv.achievement_parts;
  const extra = [
    a.flags ? `${a.flags} flag${a.flags === 1 ? '' : 's'}` : '',
    a.fountains ? `${a.fountains} fountain${a.fountains === 1 ? '' : 's'}` : '',
    a.karma ? `karma ${a.karma > 0 ? '+' : ''}${a.karma}` : '',
  ].filter(Boolean);
  const text = `achievements ${pv.achievement_total}/${toWin}${extra.length ? ` (${a.claimed} claimed, ${extra.join(', ')})` : ''}`;
  const b = el('span', 'inno-badge inno-ach-total', text);
  b.dataset.flags = String(a.flags);
  b.dataset.fountains = String(a.fountains);
  b.dataset.karma = String(a.karma);
  return b;
}

/** The decks, the junk and the available achievements. Root: `.inno-supply`. */
export function renderSupply(view: View, specials?: SpecialInfo[], cards?: CardIndex, sets?: SetInfo[], onPage?: ReadonlySet<string>): HTMLElement {
  const key = JSON.stringify([view.decks, view.zones, view.rules.junk && view.junk.length, view.achievements, view.achievements_to_win, view.special_achievements, view.junk_specials]);
  return part(onPage, 'section', key, () => supply(view, specials, cards, sets, onPage));
}

function supply(view: View, specials?: SpecialInfo[], cards?: CardIndex, sets?: SetInfo[], onPage?: ReadonlySet<string>): HTMLElement {
  const s = el('section', 'inno-supply');
  s.setAttribute('aria-label', 'supply');
  const decks = zone('Decks', 'inno-decks-zone');
  decks.body.classList.add('inno-decks');
  // One row per set in play (its decks by age, with their counts).
  const bySet = new Map<CardSet, typeof view.decks>();
  for (const d of view.decks) bySet.set(d.set, [...(bySet.get(d.set) ?? []), d]);
  for (const [set, list] of bySet) decks.body.append(part(onPage, 'div', JSON.stringify(['decks', set, bySet.size, list]), () => {
    const row = el('div', 'inno-deck-row');
    row.dataset.set = set;
    row.setAttribute('role', 'group');
    row.setAttribute('aria-label', `${setName(set, sets)} decks`);
    if (bySet.size > 1) row.append(el('span', 'inno-deck-set', setName(set, sets)));
    for (const d of list) {
      const deck = el('div', d.count === 0 ? 'inno-deck inno-deck-empty' : 'inno-deck');
      deck.dataset.age = String(d.age);
      deck.dataset.set = d.set;
      deck.dataset.count = String(d.count);
      deck.dataset.hiddenZone = 'deck';
      deck.setAttribute('aria-label', `${d.set === 'base' ? '' : setName(d.set, sets) + ' '}deck ${d.age}, ${d.count} card${d.count === 1 ? '' : 's'}`);
      deck.append(el('span', 'inno-deck-age', String(d.age)), el('span', 'inno-deck-count', `×${d.count}`));
      row.append(deck);
    }
    return row;
  }));
  // The table's zones of the sets (the relics beside their decks), face up.
  for (const z of view.zones) decks.body.append(part(onPage, 'div', JSON.stringify(['zone', z]), () => {
    const row = el('div', `inno-deck-row inno-table-zone inno-${z.name}`);
    row.dataset.zone = z.name;
    row.setAttribute('role', 'group');
    row.setAttribute('aria-label', zoneTitle(z.name));
    row.append(el('span', 'inno-deck-set', zoneTitle(z.name)));
    for (const c of z.cards) {
      const info = c.type === 'known' ? cards?.get(c.id) : undefined;
      row.append(info ? renderCardChip(info) : renderHiddenCard(c.age, c.type === 'hidden' ? c.set : 'base'));
    }
    if (!z.cards.length) row.append(el('span', 'inno-empty', 'none'));
    return row;
  }));
  if (view.rules.junk) {
    const junk = el('div', 'inno-deck inno-junk');
    junk.dataset.count = String(view.junk.length);
    junk.setAttribute('aria-label', `junk, ${view.junk.length} card${view.junk.length === 1 ? '' : 's'} face down`);
    junk.append(el('span', 'inno-deck-age', 'Junk'), el('span', 'inno-deck-count', `×${view.junk.length}`));
    decks.body.append(junk);
  }
  s.append(decks.root, part(onPage, 'section', JSON.stringify(['available', view.achievements_to_win, view.achievements]), () => available(view)),
    part(onPage, 'section', JSON.stringify(['specials', view.special_achievements, view.junk_specials]), () => specialsZone(view, specials)));
  return s;
}

/** The standard achievements left to claim. */
function available(view: View): HTMLElement {
  const ach = zone('Achievements', 'inno-available', `${view.achievements_to_win} to win`);
  for (const card of view.achievements) {
    const age = card.age;
    const set = card.type === 'hidden' ? card.set : 'base';
    const a = el('span', 'inno-ach inno-achievement', String(age));
    a.dataset.age = String(age);
    a.dataset.set = set;
    a.dataset.hiddenZone = 'achievement';
    a.setAttribute('aria-label', `achievement, age ${age}${set === 'base' ? '' : ` (${setName(set)})`}`);
    ach.body.append(a);
  }
  if (view.achievements.length === 0) ach.body.append(el('span', 'inno-empty', 'none'));
  return ach.root;
}

/** The special achievements left to claim, and those in the junk. */
function specialsZone(view: View, specials?: SpecialInfo[]): HTMLElement {
  const specialsZone = zone('Special achievements', 'inno-specials-zone');
  specialsZone.body.classList.add('inno-specials');
  for (const name of view.special_achievements) {
    const sp = el('span', 'inno-ach inno-ach-special inno-special', name);
    sp.dataset.name = name;
    sp.setAttribute('aria-label', `special achievement ${name}`);
    specialOpenable(sp, name, specials);
    specialsZone.body.append(sp);
  }
  if (view.special_achievements.length === 0) specialsZone.body.append(el('span', 'inno-empty', 'none'));
  for (const name of view.junk_specials) {
    const sp = el('span', 'inno-ach inno-ach-special inno-special-junked', `${name} (junk)`);
    sp.dataset.name = name;
    sp.setAttribute('aria-label', `special achievement ${name}, in the junk`);
    specialOpenable(sp, name, specials);
    specialsZone.body.append(sp);
  }
  return specialsZone.root;
}

/** The whole table. Root: `.inno-table`. */
export function renderTable(view: View, cards: CardIndex, opts: TableOptions = {}): HTMLElement {
  const me = opts.me !== undefined ? opts.me : view.viewer;
  const root = el('div', 'inno-table');
  const n = view.players.length;
  const teams = new Set(view.players.map((p) => p.team)).size < n;
  const grid = el('div', 'inno-table-grid');
  const main = el('div', 'inno-main');
  const players = el('div', 'inno-players');
  // The viewer (own row), and the others in turn order after them.
  const mine = me !== null && me >= 0 && me < n;
  const start = mine ? me : 0;
  for (let k = mine ? 1 : 0; k < n; k++) {
    const i = (start + k) % n;
    players.append(playerArea(view, i, cards, false, teams, opts.specials, opts.onPage));
  }
  const own = mine ? playerArea(view, me, cards, true, teams, opts.specials, opts.onPage) : null;
  if (own && !opts.meLast) main.append(own);
  main.append(players);
  if (own && opts.meLast) main.append(own);
  if (opts.supply ?? true) grid.append(renderSupply(view, opts.specials, cards, opts.sets, opts.onPage));
  grid.append(main);
  root.append(grid);
  return root;
}
