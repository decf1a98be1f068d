// What changed between two views of the table, marked on the table drawn from the
// later one (class `inno-changed`): cards that moved, piles whose splay or size
// changed, hands, score piles and achievement rows whose size changed, decks and
// available achievements drawn from. Used by step-through examples (embed) and by
// the app's "changed since you last looked" (with public facts only, so that
// nothing secret is kept in the page while another player looks).
import type { PlayerId, View } from '../engine/types';

/** Where things are: a key (what) → a value (where / how many). */
export type Places = Map<string, string>;

/** The places of a view; with `publicOnly`, cards in hands and score piles are only counted. */
export function places(v: View, publicOnly = false): Places {
  const m: Places = new Map();
  v.players.forEach((p, i) => {
    for (const pile of p.board) {
      m.set(`pile ${i} ${pile.color}`, `${pile.splay} ${pile.cards.length}`);
      for (const c of pile.cards) if (c.type === 'known') m.set(`card ${c.id}`, `${i} board ${pile.color}`);
    }
    for (const [zone, cards] of [['hand', p.hand], ['score', p.score]] as const) {
      m.set(`count ${i} ${zone}`, String(cards.length));
      if (!publicOnly) for (const c of cards) if (c.type === 'known') m.set(`card ${c.id}`, `${i} ${zone}`);
    }
    m.set(`count ${i} achievements`, String(p.achievements.length));
    // The sets' zones (forecast, display): their sizes; their cards only where all is kept.
    for (const z of p.zones) {
      m.set(`zone ${i} ${z.name}`, String(z.cards.length));
      if (!publicOnly) for (const c of z.cards) if (c.type === 'known') m.set(`card ${c.id}`, `${i} ${z.name}`);
    }
  });
  for (const d of v.decks) m.set(`deck ${d.age} ${d.set}`, String(d.count));
  for (const z of v.zones) m.set(`table ${z.name}`, String(z.cards.length));
  const ages = v.achievements.map((a) => a.age);
  for (const age of new Set(ages)) m.set(`achievement ${age}`, String(ages.filter((a) => a === age).length));
  return m;
}

/** The table elements a place key stands for. */
function selector(key: string): string {
  const [kind, x, y] = key.split(' ');
  switch (kind) {
    case 'card': return `[data-card-id="${x}"]`;
    case 'pile': return `.inno-pile[data-player="${x}"][data-color="${y}"]`;
    case 'count': return `.inno-player[data-player="${x}"] .inno-${y}`;
    case 'deck': return `.inno-deck[data-age="${x}"][data-set="${y}"]`;
    case 'zone': return `.inno-player[data-player="${x}"] .inno-set-zone[data-zone="${y}"]`;
    case 'table': return `.inno-table-zone[data-zone="${x}"]`;
    default: return `.inno-achievement[data-age="${x}"]:not([data-owner])`;
  }
}

/** Mark in `table` (drawn from the later view) what differs; returns how many elements were marked. */
export function markChanges(table: HTMLElement, before: Places, after: Places): number {
  let n = 0;
  for (const [key, place] of after) {
    if (before.get(key) === place) continue;
    table.querySelectorAll(selector(key)).forEach((e) => {
      e.classList.add('inno-changed');
      n++;
    });
  }
  return n;
}

/** The public places each person last saw, to mark what changed when they look again. */
export class SeenTables {
  private readonly seen = new Map<PlayerId, Places>();

  /** `saved`: what `saved()` gave (kept with the game, so that the marks survive a reload). */
  constructor(saved?: Record<string, [string, string][]>) {
    for (const [p, entries] of Object.entries(saved ?? {})) this.seen.set(Number(p), new Map(entries));
  }

  /** Mark what changed since `viewer` last looked, and remember what they see now; returns how many parts changed. */
  show(viewer: PlayerId, view: View, table: HTMLElement): number {
    const now = places(view, true);
    const before = this.seen.get(viewer);
    this.seen.set(viewer, now);
    return before ? markChanges(table, before, now) : 0;
  }

  /** What each person last saw (public facts only), as plain data. */
  saved(): Record<string, [string, string][]> {
    return Object.fromEntries([...this.seen].map(([p, m]) => [String(p), [...m]]));
  }
}
