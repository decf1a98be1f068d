// One game in progress: decides who is looking at the device (hot-seat hand-over),
// asks the engine worker for that player's view only, draws it, offers the pending
// question, lets computer seats answer at a watchable pace, autosaves after every
// answer. It decides nothing about the rules.
//
// When someone else must answer next, the person who just answered first sees
// what their answer did (the card drawn, the effects, in the log and outlined on
// the table) and passes the device with "Done — pass to …".
import { EngineRestarted, type EngineClient, type Snapshot } from '../engine/client';
import type { Answer, CardInfo, PlayerId, SetInfo, SpecialInfo, View } from '../engine/types';
import { budgetMs, botSeed, sleep } from './bots';
import { offer, type Choosing } from './choosing';
import { h } from './dom';
import { keysIn, morph, stubbed } from '../ui/morph';
import { KEYED, renderSupply, renderTable } from '../ui/table';
import { DOUBLE_TAP_MS, ignoreSecondTap } from '../ui/touch';
import type { CardIndex } from '../ui/card';
import { renderEnd } from './end';
import { handoverReason, origin, statusLine, task, type Words } from './explain';
import { renderHandover } from './handover';
import { LogPanel } from './log';
import { SeenTables } from '../ui/changes';
import type { GameMeta } from './saves';
import { humans } from './seats';

/** The attributes of a table drawn ahead behind the hand-over screen (styles.ts hides it), removed when it is shown. */
const AHEAD = { 'data-early': true, inert: true, 'aria-hidden': 'true' } as const;

export interface ControllerOptions {
  /** Milliseconds between a repaint and a computer player's answer. */
  pace: number;
  strongBudgetMs: number;
  /** Saving was wanted but the browser's storage cannot be opened: say so above the game while it is played. */
  unsaved?: boolean;
}

export interface ControllerHooks {
  openCard(card: CardInfo): void;
  /** Close every card or dialog on screen (at a hand-over). */
  closeOverlays(): void;
  newGame(): void;
  /**
   * Export the game the engine holds, with `meta` (the page's part of its save);
   * `finished`: the game is over (else the export must first warn that it shows every card).
   */
  exportGame(meta: GameMeta, finished: boolean): void;
  /** The engine trapped and was restarted: the game must be resumed from its save. */
  engineRestarted(why: string): void;
  /** Where dialogs open (the app's root). */
  dialogHost: ParentNode;
  /** Ask once more before a tap on the table acts, or a Dogma that would do nothing (a setting). */
  confirmations(): boolean;
  openSettings(): void;
}

export class GameController {
  readonly el: HTMLElement;
  private readonly bar: HTMLElement;
  private readonly status: HTMLElement;
  private readonly undoButton: HTMLButtonElement;
  private readonly body: HTMLElement;
  /** The table and the side column last painted, and for whom: the next paint for them updates it in place (see morph.ts). */
  private layout: { root: HTMLElement; table: HTMLElement; side: HTMLElement; viewer: PlayerId | null } | null = null;
  private readonly log: LogPanel;
  private readonly people: number[];
  private readonly names: string[];

  /** The person looking at the device; null: nobody's private view is shown. */
  private viewer: PlayerId | null = null;
  private choosing: Choosing | null = null;
  /** An answer or undo is on its way to the engine: ignore further clicks. */
  private busy = false;
  /** Something changed since the last autosave. */
  private dirty = false;
  private error: string | null = null;
  /** A message for everyone (the engine was restarted): kept across hand-overs until the next answer. */
  private notice: string | null = null;
  /** Bumped by every repaint and by destroy: an older repaint or bot move stops at its next await. */
  private epoch = 0;
  private destroyed = false;
  /**
   * Who gave each answer in this session, last on top: a person may take back only
   * their own answer, never another player's (say, the dogma that made them answer).
   */
  private answeredBy: PlayerId[] = [];
  /** What each person last saw of the table (public facts), to mark what changed since; kept with the save. */
  private readonly seen: SeenTables;
  /**
   * The viewer's own hand and score cards at their last look, to mark the cards
   * that are new to them (a card drawn). Private: dropped when the device passes.
   */
  private mine: Set<number> | null = null;
  /** The log's length when the viewer last answered: the lines after it are what their answer did. */
  private answeredAt: number | null = null;
  /** Repaints so far, on the element as data-paints: tests and the benchmark wait on it. */
  private paints = 0;
  private finished = false;

  constructor(
    private readonly client: EngineClient,
    private readonly cards: CardIndex,
    private readonly specials: SpecialInfo[],
    private readonly sets: SetInfo[],
    private readonly saving: boolean,
    readonly meta: GameMeta,
    private readonly opts: ControllerOptions,
    private readonly hooks: ControllerHooks,
  ) {
    this.people = humans(meta.seats);
    this.names = meta.seats.map((x) => x.name);
    this.answeredBy = [...(meta.answeredBy ?? [])];
    this.seen = new SeenTables(meta.seen);
    this.status = h('div', { class: 'inno-status', 'aria-live': 'polite' });
    this.undoButton = h('button', { type: 'button', class: 'inno-btn', 'data-undo': true, disabled: true, onclick: () => this.undo() }, 'Undo');
    this.bar = h('header', { class: 'inno-bar' },
      h('span', { class: 'inno-brand' }, 'Innovation'),
      this.status,
      h('span', { class: 'inno-row inno-bar-tools' },
        this.undoButton,
        h('button', { type: 'button', class: 'inno-btn', 'data-settings': true, onclick: () => hooks.openSettings() }, 'Settings'),
        h('button', { type: 'button', class: 'inno-btn', 'data-export': true, onclick: () => hooks.exportGame(this.saveMeta(), this.finished) }, 'Export'),
        h('a', { class: 'inno-btn', href: 'cards.html', target: '_blank', rel: 'noopener' }, 'Cards'),
        h('a', { class: 'inno-btn', href: 'rules.html', target: '_blank', rel: 'noopener', 'data-rules': true }, 'Rules'),
        h('button', { type: 'button', class: 'inno-btn', 'data-menu-new': true, onclick: () => hooks.newGame() }, 'New game')));
    this.body = h('div', { class: 'inno-body' });
    this.log = new LogPanel(cards, this.names, hooks.openCard);
    // Kept above every screen of the game (hand-overs too): nothing else would tell that a reload loses it.
    const unsaved = opts.unsaved
      ? h('p', { class: 'inno-error', role: 'status', 'data-not-saved': true },
        'This game is not being saved: the browser\'s storage cannot be used here. It will be lost when this page closes, unless you export it.')
      : null;
    this.el = h('div', { class: 'inno-game' }, this.bar, unsaved, this.body);
  }

  /** Show the game as it stands (a new game, or a resumed one). */
  start(): Promise<void> {
    return this.advance();
  }

  destroy() {
    this.destroyed = true;
    this.epoch++;
    this.choosing?.dispose();
  }

  private isPerson(p: PlayerId): boolean {
    return this.meta.seats[p]?.type === 'person';
  }

  private words(me: PlayerId | null = this.viewer): Words {
    return { names: this.names, cards: this.cards, me };
  }

  /** Repaint after any change: choose who looks, fetch their view, draw, let a bot move. */
  private async advance(first?: Snapshot): Promise<void> {
    const epoch = ++this.epoch;
    try {
      let snap = first ?? (await this.fetch(this.viewer));
      if (epoch !== this.epoch) return;
      this.finished = snap.view.outcome !== null;
      const q = snap.view.question;
      // A new action (or setup meld) starts afresh: nothing before it can be taken back.
      if (q && (q.kind === 'action' || q.kind === 'initial_meld')) this.answeredBy = [];
      let next = this.viewer;
      if (snap.view.outcome) next = null; // the end is for everyone: no private view
      else if (q && this.isPerson(q.player)) next = q.player;
      else if (next === null && this.people.length === 1) next = this.people[0];
      if (next !== this.viewer) {
        // A different person must answer: with several people at the device, the one
        // who just answered sees what it did, then hands the device over.
        if (next !== null && this.people.length > 1) {
          if (this.viewer !== null && this.answeredAt !== null && q?.kind !== 'initial_meld') this.review(snap, next);
          else this.handover(next, snap.view);
          if (this.dirty) await this.autosave();
          return;
        }
        this.viewer = next;
        snap = await this.fetch(next);
        if (epoch !== this.epoch) return;
      }
      this.paint(snap);
      // Saved once the table shows the answer: the save does not delay the repaint.
      if (this.dirty) await this.autosave();
      if (epoch !== this.epoch) return;
      if (q && !snap.view.outcome && !this.isPerson(q.player)) await this.botMove(q.player, epoch);
    } catch (e) {
      if (epoch === this.epoch) this.fail(e);
    }
  }

  /** The viewer's view, with the log lines they have not read yet. */
  private fetch(viewer: PlayerId | null): Promise<Snapshot> {
    if (this.log.viewer !== viewer) this.log.clear(viewer);
    return this.takeIn(viewer, this.client.snapshot(viewer, this.log.read, this.undoSpan(viewer)));
  }

  /** Give an answer; the viewer's view after it comes back in the same round trip. */
  private play(a: Answer): Promise<Snapshot> {
    const viewer = this.viewer;
    if (this.log.viewer !== viewer) this.log.clear(viewer);
    return this.takeIn(viewer, this.client.play(a, viewer, this.log.read, this.undoSpan(viewer, viewer ?? undefined)));
  }

  /** Play the answer the computer `player` decided in the worker, as `play`. */
  private playBot(player: PlayerId): Promise<Snapshot> {
    const viewer = this.viewer;
    if (this.log.viewer !== viewer) this.log.clear(viewer);
    return this.takeIn(viewer, this.client.botPlay(viewer, this.log.read, this.undoSpan(viewer, player)));
  }

  /**
   * How many answers `viewer`'s Undo takes back (with `next` answered too): their
   * own last answer of the action and the computers' answers after it; 0 when a
   * person answered after them or they have not answered. The engine takes them
   * back together or not at all, so a computer's answer is never re-decided alone.
   */
  private undoSpan(viewer: PlayerId | null, next?: PlayerId): number {
    const by = next === undefined ? this.answeredBy : [...this.answeredBy, next];
    let n = by.length;
    while (n > 0 && !this.isPerson(by[n - 1])) n--;
    return viewer !== null && n > 0 && by[n - 1] === viewer ? by.length - n + 1 : 0;
  }

  /** Take in a snapshot asked for with the viewer's log read so far. */
  private async takeIn(viewer: PlayerId | null, asked: Promise<Snapshot>): Promise<Snapshot> {
    const snap = await asked;
    if (snap.logLength < this.log.read) {
      // An undo removed entries: read this viewer's log again from the start.
      const lines = await this.client.log(viewer, 0);
      this.log.clear(viewer);
      this.log.append(lines, snap.logLength);
      this.answeredAt = null;
    } else {
      this.log.append(snap.log, snap.logLength);
    }
    return snap;
  }

  /** The person who answered sees what it did; "Done" passes the device. */
  private review(snap: Snapshot, to: PlayerId) {
    const next = this.names[to];
    const top = h('section', { class: 'inno-question inno-review', 'data-review': next },
      h('p', { class: 'inno-prompt' }, 'Here is what happened. When you have seen it, pass the device.'),
      h('p', { class: 'inno-outcome' }, handoverReason(snap.view, to, this.words())),
      h('div', { class: 'inno-row' },
        h('button', { type: 'button', class: 'inno-btn inno-primary inno-big', 'data-pass-device': next, onclick: () => this.handover(to, snap.view) }, `Done — pass to ${next}`)));
    // A double tap on the last answer must not also press "Done" unseen.
    ignoreSecondTap(top);
    this.paint(snap, top);
  }

  private handover(to: PlayerId, view: View) {
    // Forget everything the previous person saw before the next one looks: no card
    // left open on top, no private view behind the hand-over screen.
    this.hooks.closeOverlays();
    this.viewer = null;
    this.mine = null;
    this.layout = null; // the table painted for the previous person is dropped with the rest
    this.answeredAt = null;
    this.error = null;
    this.log.clear(undefined);
    this.clearChoosing();
    this.undoButton.disabled = true;
    this.status.textContent = `${this.names[to]} to answer`;
    this.painted(null);
    // What each person last saw is kept with the game now, not at the next answer.
    if (this.saving) void this.autosave(true);
    const screen = renderHandover(this.names[to], handoverReason(view, to, this.words(null)), () => {
      this.viewer = to;
      void this.advance();
    });
    if (this.notice) screen.append(h('p', { class: 'inno-error', role: 'alert', 'data-error': true }, this.notice));
    // A double tap on "Done" must not also say "I am …" for the next person.
    ignoreSecondTap(screen);
    this.body.replaceChildren(screen);
    void this.predraw(to, screen);
  }

  /**
   * While the device passes, draw what everyone sees (the public view: no hidden
   * card of anyone) as `to` will see it, hidden behind the hand-over screen, so that
   * "I am ready" has only `to`'s own cards to draw and lay out.
   */
  private async predraw(to: PlayerId, screen: HTMLElement) {
    let v: View;
    try {
      v = await this.client.publicView();
    } catch {
      return; // drawn whole at "I am ready", as without it
    }
    if (!screen.isConnected || this.viewer !== null || this.destroyed) return;
    const table = this.drawTable(v, to);
    const side = h('div', { class: 'inno-side-col' }, this.log.el);
    const root = h('div', { class: 'inno-layout', ...AHEAD }, table, side);
    this.layout = { root, table, side, viewer: to };
    this.body.append(root);
  }

  /** The table and, apart from it (beside the log on wide screens), the supply: both offer answers and show changes. */
  private drawTable(v: View, me: PlayerId | null, onPage?: ReadonlySet<string>): HTMLElement {
    return h('div', { class: 'inno-table-host' },
      renderTable(v, this.cards, { me, specials: this.specials, supply: false, meLast: true, sets: this.sets, onPage }),
      renderSupply(v, this.specials, this.cards, this.sets, onPage));
  }

  private clearChoosing() {
    this.choosing?.dispose();
    this.choosing = null;
  }

  /** Draw the table for the viewer, with `top` (or the question, the end, the waiting line) above it. */
  private paint(snap: Snapshot, top: HTMLElement | null = null) {
    const v = snap.view;
    this.clearChoosing();
    const words = this.words();
    this.status.textContent = statusLine(v, words);
    const draw = (onPage?: ReadonlySet<string>) => this.drawTable(v, this.viewer, onPage);
    // The table on the page is updated to the one drawn (only what changed is laid out
    // again); the parts drawn from the same data as on the page are not drawn again.
    const kept = this.layout && this.layout.viewer === this.viewer && this.layout.root.parentNode === this.body ? this.layout : null;
    let table: HTMLElement;
    if (kept) {
      // Whatever else is on the page goes (the hand-over screen, a message shown again below).
      for (const c of [...this.body.children]) if (c !== kept.root) c.remove();
      for (const a of Object.keys(AHEAD)) kept.root.removeAttribute(a);
      // The marks of the last paint go: what changed is marked again below.
      kept.table.querySelectorAll('.inno-changed').forEach((e) => e.classList.remove('inno-changed'));
      const drawn = draw(keysIn(kept.table, KEYED));
      morph(kept.table, drawn);
      if (stubbed(kept.table)) morph(kept.table, draw()); // a stub missed its part (parts moved as morph does not follow): drawn whole
      table = kept.table;
    } else {
      table = draw();
    }
    const person = this.viewer !== null && this.isPerson(this.viewer);
    const changed = person ? this.seen.show(this.viewer!, v, table) + this.markNew(v, table) : 0;
    const q = v.question?.question;
    if (top) {
      // given (the review)
    } else if (v.outcome) {
      top = renderEnd(v, this.cards, this.hooks.openCard, this.hooks.newGame);
    } else if (q && q.player === this.viewer && this.isPerson(q.player)) {
      this.choosing = offer({
        q, table, words, previews: v.question?.dogma ?? [], host: this.hooks.dialogHost, confirmations: this.hooks.confirmations(), specials: this.specials,
        answer: (a) => this.answer(a),
      });
      top = this.choosing.panel;
    } else if (v.question) {
      const w = v.question;
      const who = this.meta.seats[w.player];
      const from = origin(w, w.player, words);
      const what = from ? `${from}: ${task(w.intent, w.kind, w.kind === 'cards', words, w.step)}` : null;
      top = h('section', { class: 'inno-question inno-waiting', 'data-waiting': w.player },
        h('p', { class: 'inno-prompt' }, who.type === 'computer' ? `${who.name} (computer) is thinking…` : `Waiting for ${who.name}…`),
        what ? h('p', { class: 'inno-context' }, what) : null);
    }
    // What the viewer's last answer did (and everything since): apart, and marked in the log.
    const results = this.answeredAt !== null ? this.log.since(this.answeredAt) : null;
    if (top && results && !v.outcome) top.append(h('div', { class: 'inno-results-box' }, h('p', { class: 'inno-results-title' }, 'What happened'), results));
    if (top && changed && !v.outcome) top.append(h('p', { class: 'inno-muted inno-changed-note' }, 'Dashed outlines: what changed since you last looked.'));
    const shown = [this.notice, this.error].filter(Boolean).join(' ');
    if (top && shown) top.append(h('p', { class: 'inno-error', role: 'alert', 'data-error': true }, shown));
    this.undoButton.disabled = !(snap.canUndo && q && q.player === this.viewer && !this.busy);
    // Wide screens: the table on the left, the question and the log on the right.
    const above = [top, results ? null : this.log.recent(3)].filter((x): x is HTMLElement => x !== null);
    if (kept && this.log.el.parentNode === kept.side) {
      // The log stays where it is: moving it would lay every line out again.
      while (kept.side.firstChild !== this.log.el) kept.side.firstChild!.remove();
      this.log.el.before(...above);
    } else {
      const side = h('div', { class: 'inno-side-col' }, ...above, this.log.el);
      this.layout = { root: h('div', { class: 'inno-layout' }, table, side), table, side, viewer: this.viewer };
      this.body.replaceChildren(this.layout.root);
    }
    this.log.follow();
    this.painted(this.viewer);
  }

  /** Outline the cards new in the viewer's own hand and score pile since their last look. */
  private markNew(v: View, table: HTMLElement): number {
    if (this.viewer === null) return 0;
    const me = v.players[this.viewer];
    const now = new Set([...me.hand, ...me.score].flatMap((c) => (c.type === 'known' ? [c.id] : [])));
    const before = this.mine;
    this.mine = now;
    if (!before) return 0;
    let n = 0;
    for (const id of now) {
      if (before.has(id)) continue;
      table.querySelectorAll(`.inno-player[data-player="${this.viewer}"] :is(.inno-hand, .inno-score) [data-card-id="${id}"]`).forEach((e) => {
        e.classList.add('inno-changed');
        n++;
      });
    }
    return n;
  }

  private painted(viewer: PlayerId | null) {
    this.el.dataset.paints = String(++this.paints);
    if (viewer === null) delete this.el.dataset.viewer;
    else this.el.dataset.viewer = String(viewer);
  }

  private async answer(a: Answer) {
    if (this.busy || this.viewer === null) return;
    const by = this.viewer;
    this.busy = true;
    this.error = null;
    const at = this.log.count;
    let snap: Snapshot | undefined;
    try {
      snap = await this.play(a);
      this.answeredBy.push(by);
      this.answeredAt = at;
      this.dirty = true;
      this.notice = null;
    } catch (e) {
      if (e instanceof EngineRestarted) return this.fail(e);
      this.error = message(e); // the engine refused: say why, and ask again
    } finally {
      this.busy = false;
    }
    await this.advance(snap);
  }

  private async undo() {
    if (this.busy) return;
    this.busy = true;
    this.error = null;
    this.undoButton.disabled = true;
    try {
      // The viewer's last answer and the computers' answers after it, together.
      const n = this.undoSpan(this.viewer);
      await this.client.undo(n);
      this.answeredBy.splice(this.answeredBy.length - n, n);
      this.dirty = true;
    } catch (e) {
      if (e instanceof EngineRestarted) return this.fail(e);
      this.error = message(e);
    } finally {
      this.busy = false;
    }
    await this.advance();
    // A double tap on Undo takes back one answer, not two.
    setTimeout(ignoreSecondTap(this.undoButton), DOUBLE_TAP_MS);
  }

  /**
   * A computer's answer, played no sooner than `pace` after its question was shown:
   * it thinks during the pause, so a strong computer's decision takes its budget,
   * not the pause and then its budget.
   */
  private async botMove(player: PlayerId, epoch: number) {
    const seat = this.meta.seats[player];
    if (seat.type !== 'computer') return;
    const t0 = performance.now();
    let think = 0;
    // The answer stays in the worker: it may name the computer's hidden cards.
    const thought = this.client.botThink(player, seat.level, budgetMs(seat.level, this.opts.strongBudgetMs), botSeed()).then(() => {
      think = performance.now() - t0;
    });
    await Promise.all([thought, sleep(this.opts.pace)]);
    if (epoch !== this.epoch || this.destroyed) return;
    // The last decision's think time (worker round trip included), read by the benchmark.
    this.el.dataset.botThinkMs = think.toFixed(1);
    const snap = await this.playBot(player);
    this.answeredBy.push(player);
    this.dirty = true;
    await this.advance(snap);
  }

  /**
   * The engine worker saves the game it holds; the page sends only who plays, who
   * answered and what each person last saw. Called after the repaint; a failure is
   * shown above the table until the next answer (`quiet`: only logged).
   */
  private async autosave(quiet = false) {
    this.dirty = false;
    if (!this.saving) return;
    try {
      await this.client.persist(this.saveMeta());
    } catch (e) {
      if (e instanceof EngineRestarted) {
        if (quiet) return this.fail(e);
        throw e;
      }
      if (quiet) console.warn('the game could not be saved:', e);
      else this.showError(`The game could not be saved: ${message(e)}`);
    }
  }

  /** The page's part of the game's save: who plays, who answered, what each person last saw. */
  private saveMeta(): GameMeta {
    return { ...this.meta, answeredBy: this.answeredBy, seen: this.seen.saved() };
  }

  /** Show a message to everyone above the table (and on hand-over screens) until the next answer. */
  showError(text: string) {
    this.notice = text;
    this.body.querySelector('[data-error]')?.remove();
    this.body.prepend(h('p', { class: 'inno-error', role: 'alert', 'data-error': true }, text));
  }

  private fail(e: unknown) {
    if (e instanceof EngineRestarted) {
      this.destroy();
      this.hooks.engineRestarted(message(e));
      return;
    }
    this.showError(message(e));
  }
}

export function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
