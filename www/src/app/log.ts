// The game log, newest last, read incrementally for one viewer at a time. Lines
// differ per viewer (hidden cards show by age only), so the cache belongs to one
// viewer and is dropped when another player takes the device. The engine sends
// each line as parts (players, cards by id); they are drawn here, a card as a
// button that opens it.
import type { CardInfo, LogLine, PlayerId } from '../engine/types';
import type { CardIndex } from '../ui/card';
import { renderLogParts } from '../ui/logline';
import { h } from './dom';

export class LogPanel {
  readonly el: HTMLElement;
  private readonly list: HTMLOListElement;
  /** Whose lines are shown; `undefined`: nobody's. */
  viewer: PlayerId | null | undefined = undefined;
  /** The lines shown, oldest first. */
  private lines: LogLine[] = [];
  /** The number of log entries read so far (entries, not lines: some render to nothing for a viewer). */
  read = 0;

  constructor(private readonly cards: CardIndex, private readonly names: string[], private readonly open: (card: CardInfo) => void) {
    this.list = h('ol', { class: 'inno-log-list', 'aria-live': 'polite' });
    this.el = h('aside', { class: 'inno-log', 'aria-label': 'Game log' }, h('h2', { class: 'inno-log-title' }, 'Log'), this.list);
  }

  /** Forget every line (another viewer, or nobody, is about to look). */
  clear(viewer: PlayerId | null | undefined) {
    this.viewer = viewer;
    this.read = 0;
    this.lines = [];
    this.list.replaceChildren();
  }

  /** Add the lines of the entries from `this.read` to `length`. */
  append(lines: LogLine[], length: number) {
    this.lines.push(...lines);
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
    return h('ol', { class: 'inno-recent', 'aria-label': 'Latest events', start: String(this.lines.length - Math.min(n, this.lines.length) + 1) },
      ...this.lines.slice(-n).map((t) => this.line(t, 'inno-recent-line')));
  }

  private line(line: LogLine, cls = 'inno-log-line'): HTMLLIElement {
    return h('li', { class: cls }, ...renderLogParts(line, this.names, this.cards, this.open));
  }
}
