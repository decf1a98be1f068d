// "What changed since you last looked": in hot-seat play a player takes the device
// after others have played. The public facts of each person's last view (pile
// contents and splays, how many cards each hand, score pile and achievement row
// holds, deck sizes, available achievements) are kept per person, and on their next
// view the table parts that differ are marked. Only public facts are kept, so
// nothing secret stays in the page while another player looks.
import type { PlayerId, View } from '../engine/types';

/** Table selector → what it showed (public facts only). */
export type Digest = Map<string, string>;

export function digest(v: View): Digest {
  const d: Digest = new Map();
  v.players.forEach((p, i) => {
    for (const pile of p.board) {
      const ids = pile.cards.map((c) => (c.type === 'known' ? c.id : `?${c.age}`)).join(',');
      d.set(`.inno-pile[data-player="${i}"][data-color="${pile.color}"]`, `${pile.splay}:${ids}`);
    }
    const area = `.inno-player[data-player="${i}"]`;
    d.set(`${area} .inno-hand`, String(p.hand.length));
    d.set(`${area} .inno-score`, `${p.score.length}:${p.score_total}`);
    d.set(`${area} .inno-achievements`, String(p.achievements.length));
  });
  for (const deck of v.decks) d.set(`.inno-deck[data-age="${deck.age}"]`, String(deck.count));
  for (const age of new Set(v.achievements)) d.set(`.inno-achievement[data-age="${age}"]:not([data-owner])`, String(v.achievements.filter((a) => a === age).length));
  return d;
}

/** Mark (class `inno-changed`) the parts of `table` that differ from `before`; returns how many. */
export function markChanges(table: HTMLElement, before: Digest, now: Digest): number {
  let n = 0;
  for (const [sel, was] of before) {
    if (now.get(sel) === was) continue;
    for (const el of table.querySelectorAll(sel)) {
      el.classList.add('inno-changed');
      n++;
    }
  }
  return n;
}

/** The last digest each person saw. */
export class SeenTables {
  private readonly seen = new Map<PlayerId, Digest>();

  /** Mark what changed since `viewer` last looked, and remember what they see now; returns how many parts changed. */
  show(viewer: PlayerId, view: View, table: HTMLElement): number {
    const now = digest(view);
    const before = this.seen.get(viewer);
    this.seen.set(viewer, now);
    return before ? markChanges(table, before, now) : 0;
  }
}
