// Where a choice's target lies on the table drawn by ui/table.ts, found by the
// data attributes that module puts on cards, piles, decks and achievements.
import type { PlayerId, Target } from '../engine/types';

/** The table elements a target may be clicked on (several for identical hidden cards). */
export function locate(table: HTMLElement, t: Target, player: PlayerId): HTMLElement[] {
  const all = (sel: string) => [...table.querySelectorAll<HTMLElement>(sel)];
  switch (t.type) {
    case 'meld':
    case 'dogma':
    case 'card':
      return all(`[data-card-id="${t.card}"]`);
    case 'hidden_card': {
      // Decks and available achievements have no owner; every other hidden card has one.
      const owner = t.owner === null ? ':not([data-owner])' : `[data-owner="${t.owner}"]`;
      return all(`[data-hidden-zone="${t.zone}"][data-age="${t.age}"]${owner}`);
    }
    case 'draw':
      return t.age === null ? [] : all(`.inno-deck[data-age="${t.age}"]`);
    case 'achieve':
      return all(`.inno-achievement[data-age="${t.age}"]:not([data-owner])`);
    case 'color':
      return all(`.inno-pile[data-player="${player}"][data-color="${t.color}"]`);
    default:
      return [];
  }
}
