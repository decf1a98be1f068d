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
    case 'endorse':
    case 'return':
      return all(`[data-card-id="${t.card}"]`);
    case 'hidden_card': {
      // Decks and available achievements have no owner; every other hidden card has one.
      const owner = t.owner === null ? ':not([data-owner])' : `[data-owner="${t.owner}"]`;
      const set = t.zone === 'deck' ? `[data-set="${t.set}"]` : '';
      return all(`[data-hidden-zone="${t.zone}"][data-age="${t.age}"]${set}${owner}`);
    }
    case 'draw':
      // The Draw action draws from the base deck of that age (a set's draw rule may change the set).
      return t.age === null ? [] : all(`.inno-deck[data-age="${t.age}"][data-set="base"]`);
    case 'achieve':
      return all(`.inno-achievement[data-age="${t.age}"]:not([data-owner])`);
    case 'color':
      return all(`.inno-pile[data-player="${player}"][data-color="${t.color}"]`);
    case 'inspire':
      return all(`.inno-pile[data-player="${player}"][data-color="${t.color}"]`);
    case 'pile':
      return all(`.inno-pile[data-player="${t.player}"][data-color="${t.color}"]`);
    case 'set':
      return all(`.inno-deck-row[data-set="${t.set}"]`);
    case 'decree':
      // Available, or in a player's achievements (a decree may be taken back).
      return all(`.inno-ach-special[data-name="${t.special}"]`);
    default:
      return [];
  }
}
