// TEMPORARY stand-in for the render branch's ui/ (renderTable, openCardLarge,
// styles) until it is merged; replaced by re-exports of ui/ then.
import type { CardInfo, CardView, View } from '../engine/types';
import { h } from './dom';

export const styles = `
.inno-table { display: flex; flex-direction: column; gap: 8px; }
.inno-player { border: 1px solid #ccc; border-radius: 6px; padding: 6px; }
.inno-zone { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; min-height: 48px; }
.inno-card { min-width: 64px; min-height: 48px; border-radius: 4px; padding: 4px; border: 1px solid #888; background: #fff; font-size: 13px; }
.inno-pile { padding: 2px; border: 1px dashed #aaa; border-radius: 4px; }
.inno-achievement, .inno-deck { min-width: 44px; min-height: 44px; border: 1px solid #888; border-radius: 4px; display: inline-flex; align-items: center; justify-content: center; }
`;

function card(c: CardView, zone: string, owner: number | null): HTMLElement {
  const attrs: Record<string, string | number | boolean> = { class: 'inno-card', 'data-zone': zone, 'data-age': c.age };
  if (owner !== null) attrs['data-owner'] = owner;
  if (c.type === 'known') return h('div', { ...attrs, 'data-card-id': c.id, 'data-color': c.color }, `${c.name} (${c.age})`);
  return h('div', { ...attrs, 'data-hidden': true }, `age ${c.age}`);
}

export function renderTable(view: View, _cards: CardInfo[], opts: { me: number | null }): HTMLElement {
  return h('div', { class: 'inno-table' },
    h('div', { class: 'inno-zone inno-decks' }, ...view.decks.map((d) => h('div', { class: 'inno-deck', 'data-age': d.age }, `${d.age}: ${d.count}`))),
    h('div', { class: 'inno-zone inno-achievements-available' }, ...view.achievements.map((a) => h('div', { class: 'inno-achievement', 'data-age': a }, `${a}`))),
    ...view.players.map((p, i) => h('div', { class: 'inno-player', 'data-player': i },
      h('strong', {}, p.name + (i === opts.me ? ' (you)' : ''), ` score ${p.score_total}, achievements ${p.achievements.length}`),
      h('div', { class: 'inno-zone', 'data-area': 'board' }, ...p.board.map((pile) =>
        h('div', { class: 'inno-pile', 'data-owner': i, 'data-color': pile.color }, `${pile.color} ${pile.splay} `, ...pile.cards.slice(0, 1).map((c) => card(c, 'board', i))))),
      h('div', { class: 'inno-zone', 'data-area': 'hand' }, 'hand: ', ...p.hand.map((c) => card(c, 'hand', i))),
      h('div', { class: 'inno-zone', 'data-area': 'score' }, 'score: ', ...p.score.map((c) => card(c, 'score', i))))));
}

export function openCardLarge(card: CardInfo, _root: HTMLElement) {
  window.alert(card.name);
}
