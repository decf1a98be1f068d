// The one place the embed bundle draws cards and tables. Until the app's renderer
// (www/src/ui, branch `render`) is merged, a plain stand-in with the same data
// attributes: [data-card-id], .inno-pile[data-player][data-color][data-splay],
// .inno-deck[data-age].
import type { CardInfo, CardView, Catalogue, View } from '../engine/types';

export type CardSize = 'compact' | 'large';

function el(tag: string, cls: string, text?: string): HTMLElement {
  const e = document.createElement(tag);
  e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

export function renderCard(info: CardInfo, size: CardSize): HTMLElement {
  const card = el('div', `inno-card inno-card-${size} inno-${info.color}`);
  card.dataset.cardId = String(info.id);
  card.dataset.color = info.color;
  card.append(el('div', 'inno-card-title', `${info.name} (${info.age})`));
  if (size === 'large') {
    for (const e of info.effects) card.append(el('p', e.demand ? 'inno-effect inno-demand' : 'inno-effect', e.text));
  }
  return card;
}

export function renderHiddenCard(age: number): HTMLElement {
  const card = el('div', 'inno-card inno-card-compact inno-hidden', String(age));
  card.dataset.age = String(age);
  return card;
}

function cardOf(c: CardView, byId: Map<number, CardInfo>): HTMLElement {
  if (c.type === 'hidden') return renderHiddenCard(c.age);
  const info = byId.get(c.id);
  return info ? renderCard(info, 'compact') : el('div', 'inno-card', c.name);
}

export function renderTable(view: View, cat: Catalogue): HTMLElement {
  const byId = new Map(cat.cards.map((c) => [c.id, c]));
  const table = el('div', 'inno-table');
  view.players.forEach((p, i) => {
    const seat = el('section', 'inno-player');
    seat.dataset.player = String(i);
    seat.append(el('h3', 'inno-player-name', p.name));
    const board = el('div', 'inno-board');
    for (const pile of p.board) {
      const d = el('div', 'inno-pile');
      Object.assign(d.dataset, { player: String(i), color: pile.color, splay: pile.splay });
      if (pile.splay !== 'none') d.append(el('span', 'inno-splay', `splayed ${pile.splay}`));
      for (const c of pile.cards) d.append(cardOf(c, byId));
      board.append(d);
    }
    seat.append(board);
    for (const [zone, cards] of [['hand', p.hand], ['score', p.score]] as const) {
      const z = el('div', `inno-${zone}`);
      z.dataset.player = String(i);
      z.append(el('span', 'inno-zone-label', zone));
      for (const c of cards) z.append(cardOf(c, byId));
      seat.append(z);
    }
    const ach = el('div', 'inno-achievements', `achievements: ${p.achievements.map((a) => (a.type === 'standard' ? a.age : a.name)).join(', ')}`);
    seat.append(ach);
    table.append(seat);
  });
  const decks = el('div', 'inno-decks');
  for (const d of view.decks) {
    const x = el('div', 'inno-deck', `${d.age}: ${d.count}`);
    x.dataset.age = String(d.age);
    decks.append(x);
  }
  table.append(decks);
  return table;
}

export const styles = `
.inno-card { display: inline-block; border: 1px solid #555; border-radius: 4px; padding: 2px 4px; margin: 1px; background: #fff; font: 13px sans-serif; }
.inno-red { background: #f3c6c1; } .inno-yellow { background: #f5e7a6; } .inno-green { background: #c5e3c0; } .inno-blue { background: #c3d6ef; } .inno-purple { background: #dccbe8; }
.inno-hidden { background: #777; color: #fff; }
.inno-card-large { width: 18em; }
.inno-pile { display: inline-block; vertical-align: top; margin: 2px; }
`;
