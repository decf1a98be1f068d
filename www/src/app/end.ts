// The end of the game: who won and how the game ended, final scores and
// achievements (the claimed ones are on the table), and every hand, score pile
// and forecast (the engine shows them all once the game is over).
import type { CardInfo, CardView, View } from '../engine/types';
import { renderCardChip, renderHiddenCard, type CardIndex } from '../ui/card';
import { h } from './dom';

function cardsOf(list: CardView[], cards: CardIndex): HTMLElement {
  const row = h('div', { class: 'inno-cards' });
  for (const c of list) {
    const info = c.type === 'known' ? cards.get(c.id) : undefined;
    row.append(info ? renderCardChip(info) : renderHiddenCard(c.age, c.type === 'hidden' ? c.set : 'base'));
  }
  if (!list.length) row.append(h('span', { class: 'inno-empty' }, 'none'));
  return row;
}

export function renderEnd(view: View, cards: CardIndex, openCard: (c: CardInfo) => void, newGame: () => void): HTMLElement {
  const o = view.outcome!;
  const names = o.winners.map((p) => view.players[p].name);
  const title = names.length === 0 ? 'The game is a draw' : `${joinNames(names)} ${names.length === 1 ? 'wins' : 'win'}!`;
  let why: (Node | string)[];
  if (o.reason === 'Achievements') why = [`by achievements (${view.achievements_to_win} needed).`];
  else if (o.reason === 'Score') why = [`by score: a player had to draw above age ${view.rules.max_age}, so the highest score wins (ties broken by achievements).`];
  else if (o.reason === 'LastStanding') why = ['as the last one standing: every other player lost.'];
  else {
    const card = cards.get(o.reason.Card);
    why = ['by the effect of ', h('button', { type: 'button', class: 'inno-log-card', onclick: () => card && openCard(card) }, card?.name ?? `card ${o.reason.Card}`), '.'];
  }
  const rows = view.players.map((p, i) =>
    h('tr', { class: o.winners.includes(i) ? 'inno-winner' : '' },
      h('th', { scope: 'row' }, p.name),
      h('td', {}, String(p.score_total)),
      h('td', {}, String(p.achievement_total))));
  const revealed = view.players.map((p, i) =>
    h('div', { class: 'inno-end-player', 'data-end-player': i },
      h('h3', {}, p.name),
      h('div', { class: 'inno-zone-title' }, `Hand (${p.hand.length})`), cardsOf(p.hand, cards),
      h('div', { class: 'inno-zone-title' }, `Score pile (${p.score.length}, total ${p.score_total})`), cardsOf(p.score, cards),
      // The sets' zones (the forecast), shown to all at the end.
      ...p.zones.filter((z) => z.cards.length).flatMap((z) => [h('div', { class: 'inno-zone-title', 'data-end-zone': z.name }, `${z.name} (${z.cards.length})`), cardsOf(z.cards, cards)])));
  return h('section', { class: 'inno-end', 'data-end': true },
    h('h2', { class: 'inno-end-title', 'data-winners': names.join(',') }, title),
    h('p', { class: 'inno-end-reason', 'data-reason': typeof o.reason === 'string' ? o.reason : 'Card' }, ...why),
    h('table', { class: 'inno-scores' },
      h('thead', {}, h('tr', {}, h('th', {}, 'Player'), h('th', {}, 'Score'), h('th', {}, 'Achievements'))),
      h('tbody', {}, ...rows)),
    h('div', { class: 'inno-end-cards' }, ...revealed),
    h('button', { type: 'button', class: 'inno-btn inno-primary', 'data-new-game': true, onclick: newGame }, 'New game'));
}

function joinNames(names: string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
