// The game log, newest last, read incrementally for one viewer at a time. Lines
// differ per viewer (hidden cards show by age only), so the cache belongs to one
// viewer and is dropped when another player takes the device.
import type { CardInfo, PlayerId } from '../engine/types';
import { h } from './dom';

export class LogPanel {
  readonly el: HTMLElement;
  private readonly list: HTMLOListElement;
  private readonly names: RegExp | null;
  private readonly byName: Map<string, CardInfo>;
  /** Whose lines are shown; `undefined`: nobody's. */
  viewer: PlayerId | null | undefined = undefined;
  /** The texts of the lines shown, oldest first. */
  private texts: string[] = [];
  /** The number of log entries read so far (entries, not lines: some render to nothing for a viewer). */
  read = 0;

  constructor(cards: CardInfo[], private readonly open: (card: CardInfo) => void) {
    this.byName = new Map(cards.map((c) => [c.name, c]));
    // Longest names first, so "The Wheel" wins over a shorter name inside it.
    const alts = cards.map((c) => c.name).sort((a, b) => b.length - a.length).map(escape);
    this.names = alts.length ? new RegExp(`\\b(${alts.join('|')})\\b`, 'g') : null;
    this.list = h('ol', { class: 'inno-log-list', 'aria-live': 'polite' });
    this.el = h('aside', { class: 'inno-log', 'aria-label': 'Game log' }, h('h2', { class: 'inno-log-title' }, 'Log'), this.list);
  }

  /** Forget every line (another viewer, or nobody, is about to look). */
  clear(viewer: PlayerId | null | undefined) {
    this.viewer = viewer;
    this.read = 0;
    this.texts = [];
    this.list.replaceChildren();
  }

  /** Add the lines of the entries from `this.read` to `length`. */
  append(lines: string[], length: number) {
    this.texts.push(...lines);
    this.list.append(...lines.map((l) => this.line(l)));
    this.read = length;
    // Scroll the list, not the page: the newest line is the last.
    this.list.scrollTop = this.list.scrollHeight;
  }

  /**
   * The newest `n` lines, shown above the table where the log lies below it
   * (tablets): what just happened is the first thing the next player reads.
   */
  recent(n: number): HTMLElement {
    return h('ol', { class: 'inno-recent', 'aria-label': 'Latest events', start: String(this.texts.length - Math.min(n, this.texts.length) + 1) },
      ...this.texts.slice(-n).map((t) => this.line(t, 'inno-recent-line')));
  }

  private line(text: string, cls = 'inno-log-line'): HTMLLIElement {
    const li = h('li', { class: cls });
    if (!this.names) {
      li.textContent = text;
      return li;
    }
    let at = 0;
    for (const m of text.matchAll(this.names)) {
      const card = this.byName.get(m[0])!;
      li.append(text.slice(at, m.index), h('button', { type: 'button', class: 'inno-log-card', 'data-card-name': card.name, onclick: () => this.open(card) }, m[0]));
      at = m.index! + m[0].length;
    }
    li.append(text.slice(at));
    return li;
  }
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
