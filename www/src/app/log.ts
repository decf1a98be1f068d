// The game log, read incrementally for one viewer at a time. Lines differ per
// viewer (hidden cards show by age only), so the cache belongs to one viewer and
// is dropped when another player takes the device. The engine sends each line as
// parts (players, cards by id) with its actor and, on the line that opens a turn,
// the turn's actions: the lines are grouped by turn under a heading, can be
// filtered by player, and the newest is kept in view; a card name is a button
// that opens the card.
import type { CardInfo, LogLine, PlayerId } from '../engine/types';
import type { CardIndex } from '../ui/card';
import { renderLogParts } from '../ui/logline';
import { h } from './dom';

/** Room for a list's numbers: "10. " is wider than "9. ", and a list clips what lies left of it (styles: `ol[data-digits]`). */
function fitNumbers(ol: HTMLElement): HTMLElement {
  const digits = String(ol.childElementCount).length;
  if (digits > 1) ol.dataset.digits = String(digits);
  return ol;
}

export class LogPanel {
  readonly el: HTMLElement;
  private readonly list: HTMLOListElement;
  private readonly filters: HTMLElement;
  /** Whose lines are shown; `undefined`: nobody's. */
  viewer: PlayerId | null | undefined = undefined;
  /** The lines shown, oldest first. */
  private lines: LogLine[] = [];
  /** The list item of each line that is not a turn's heading, in order (so that a repaint's work does not grow with the log). */
  private items: HTMLLIElement[] = [];
  /** For each index of `lines`, how many of the lines before it have an item. */
  private itemsBefore: number[] = [];
  /** The items marked new by the last `since`, from this index on. */
  private markedFrom = 0;
  /** The number of log entries read so far (entries, not lines: some render to nothing for a viewer). */
  read = 0;
  private turns = 0;
  private group: HTMLOListElement | null = null;
  /** Show only the lines of this player (null: everyone's). */
  private only: PlayerId | null = null;
  /** Bumped by each `follow` and by the reader's hand on the log: an older `follow` stops. */
  private following = 0;

  constructor(private readonly cards: CardIndex, private readonly names: string[], private readonly open: (card: CardInfo) => void) {
    this.list = h('ol', { class: 'inno-log-list', 'aria-live': 'polite' });
    for (const e of ['wheel', 'touchstart', 'pointerdown', 'keydown']) this.list.addEventListener(e, () => this.following++, { passive: true });
    this.filters = h('div', { class: 'inno-log-filters', role: 'group', 'aria-label': 'Show the lines of' },
      ...[null, ...names.map((_, i) => i)].map((p) => h('button', {
        type: 'button', class: 'inno-btn inno-log-filter', 'data-log-filter': p === null ? 'all' : String(p), 'aria-pressed': String(p === null),
        onclick: () => this.filter(p),
      }, p === null ? 'Everyone' : names[p])));
    this.el = h('aside', { class: 'inno-log', 'aria-label': 'Game log' }, h('h2', { class: 'inno-log-title' }, 'Log'), this.filters, this.list);
  }

  /** Forget every line (another viewer, or nobody, is about to look). */
  clear(viewer: PlayerId | null | undefined) {
    this.viewer = viewer;
    this.read = 0;
    this.lines = [];
    this.items = [];
    this.itemsBefore = [];
    this.markedFrom = 0;
    this.turns = 0;
    this.group = null;
    this.list.replaceChildren();
  }

  /** The number of lines shown (an index for `since`). */
  get count(): number {
    return this.lines.length;
  }

  /** Add the lines of the entries from `this.read` to `length`. */
  append(lines: LogLine[], length: number) {
    for (const l of lines) {
      if (l.turn !== null || !this.group) this.openGroup(l);
      this.itemsBefore.push(this.items.length);
      if (l.turn === null) {
        const li = this.line(l);
        this.items.push(li);
        this.group!.append(li);
        fitNumbers(this.group!);
      }
      this.lines.push(l);
    }
    this.read = length;
    if (this.only !== null) this.applyFilter();
  }

  /** Keep the newest line in view (call once the panel is on the page: a detached list does not scroll). */
  follow() {
    const list = this.list;
    const run = ++this.following;
    let size = '';
    let still = 0;
    // Turns out of view are laid out only once they come into view (content-visibility),
    // which changes the height after this scroll, and the browser's scroll anchoring
    // then moves away from the end: follow on each frame until the sizes stay put (a
    // second or so at most), unless the reader has touched the log meanwhile.
    const pin = (frames: number) => {
      if (run !== this.following) return;
      list.scrollTop = list.scrollHeight;
      const now = `${list.scrollHeight} ${list.clientHeight} ${list.scrollTop}`;
      still = now === size ? still + 1 : 0;
      size = now;
      if (still < 5 && frames > 0) requestAnimationFrame(() => pin(frames - 1));
    };
    pin(60);
  }

  /** Lines from index `from` on, drawn apart (what just happened), and marked in the log. */
  since(from: number): HTMLElement | null {
    const fresh = this.lines.slice(from).filter((l) => l.turn === null);
    const skipped = from < this.lines.length ? this.itemsBefore[from] : this.items.length;
    // Only the items marked last time and those marked now are touched.
    for (let k = this.markedFrom; k < skipped; k++) this.items[k].classList.remove('inno-new');
    for (let k = skipped; k < this.items.length; k++) this.items[k].classList.add('inno-new');
    this.markedFrom = skipped;
    if (!fresh.length) return null;
    return fitNumbers(h('ol', { class: 'inno-results', 'aria-label': 'What happened' }, ...fresh.map((l) => this.line(l, 'inno-result-line'))));
  }

  /**
   * The newest `n` lines, shown above the table where the log lies below it
   * (tablets): what just happened is the first thing the next player reads.
   */
  recent(n: number): HTMLElement {
    const shown: LogLine[] = [];
    for (let i = this.lines.length - 1; i >= 0 && shown.length < n; i--) if (this.lines[i].turn === null) shown.unshift(this.lines[i]);
    return fitNumbers(h('ol', { class: 'inno-recent', 'aria-label': 'Latest events' }, ...shown.map((t) => this.line(t, 'inno-recent-line'))));
  }

  private openGroup(first: LogLine) {
    const starts = first.turn !== null;
    if (starts) this.turns++;
    const player = starts ? first.actor : null;
    const head = starts && player !== null
      ? `Turn ${this.turns} · ${this.names[player] ?? `player ${player + 1}`}${player === this.viewer ? ' (you)' : ''} · ${first.turn} action${first.turn === 1 ? '' : 's'}`
      : 'Setup';
    this.group = h('ol', { class: 'inno-log-lines' });
    this.list.append(h('li', { class: 'inno-log-turn', 'data-turn': starts ? String(this.turns) : 'setup', 'data-turn-player': player ?? '' },
      h('div', { class: 'inno-log-turn-head' }, head), this.group));
  }

  private filter(p: PlayerId | null) {
    this.only = p;
    for (const b of this.filters.querySelectorAll<HTMLElement>('[data-log-filter]')) {
      b.setAttribute('aria-pressed', String(b.dataset.logFilter === (p === null ? 'all' : String(p))));
    }
    this.applyFilter();
    this.follow();
  }

  /** Hide the lines of other players, and the turns left with no line shown. */
  private applyFilter() {
    const p = this.only === null ? null : String(this.only);
    for (const g of this.list.children) {
      let any = false;
      for (const li of g.querySelectorAll<HTMLElement>('.inno-log-line')) {
        li.hidden = p !== null && li.dataset.actor !== p;
        any ||= !li.hidden;
      }
      (g as HTMLElement).hidden = p !== null && !any && (g as HTMLElement).dataset.turnPlayer !== p;
    }
  }

  private line(line: LogLine, cls = 'inno-log-line'): HTMLLIElement {
    return h('li', { class: cls, 'data-actor': line.actor ?? '' }, ...renderLogParts(line, this.names, this.cards, this.open));
  }
}
