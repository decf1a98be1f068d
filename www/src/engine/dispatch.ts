// The engine worker's operations by name (worker.ts runs them; client.ts calls
// them from the page). The worker holds the game and its saves; what it returns
// to the page is what the person at the device may see: views for a viewer, log
// lines for a viewer, summaries of saves, and a save's full text only on export.
import { Game, catalogue, setupSummary } from './engine';
import { KeyValueStore } from './store';
import { checkSave, checkSeats, fileName, newId, parseSave, summary, type GameMeta, type SaveSummary, type SavedGame } from '../app/saves';
import type { Answer, Catalogue, GameConfig, LogLine, PlayerId, RulesView, SetupSummary, View } from './types';

export type BotLevel = 'random' | 'heuristic' | 'strong';

/** What the page needs after every change, in one round trip. */
export interface Snapshot {
  view: View;
  logLength: number;
  /** Log lines for the viewer from the requested index on. */
  log: LogLine[];
  /** Whether the answers the viewer's Undo would take back (`undo` of the request) can be. */
  canUndo: boolean;
}

/** An exported save file: its text reveals every hidden card of the game. */
export interface ExportedSave {
  text: string;
  name: string;
  finished: boolean;
}

/**
 * A saved game the worker now holds. `unreplayed`: how many answers of the action in
 * progress were replayed and how many were not (a save of a version that asked other
 * questions); only their number, since what they were names cards of a hand.
 */
export interface Resumed {
  meta: SaveSummary;
  unreplayed: { kept: number; dropped: number } | null;
}

/** Operation name → [arguments, result]. */
export interface Ops {
  create: [[GameConfig], void];
  fromScenario: [[string], void];
  log: [[PlayerId | null, number], LogLine[]];
  /** The rules of the game held (its edition: which catalogue to draw it with). */
  rules: [[], RulesView];
  /** The view for a viewer, their log from an index, and whether the last `undo` answers can be taken back. */
  snapshot: [[PlayerId | null, number, number], Snapshot];
  /** What everyone sees (no player's hidden cards): drawn behind a hand-over screen. */
  publicView: [[], View];
  /** An answer, then the snapshot for a viewer (as `snapshot`): one round trip per click. */
  play: [[Answer, PlayerId | null, number, number], Snapshot];
  /** Take back the last N answers at once (a person's and the computers' after it), or none. */
  undo: [[number], void];
  /**
   * A computer player decides its answer to its pending question; the answer stays
   * in the worker (it may name the computer's hidden cards), for `botPlay`.
   */
  botThink: [[PlayerId, BotLevel, number, number], void];
  /** Play the answer `botThink` decided, then the snapshot for a viewer (as `play`). */
  botPlay: [[PlayerId | null, number, number], Snapshot];
  catalogue: [[number | null], Catalogue];
  /** A configuration checked as a new game's would be: the number of achievements to win. */
  setupSummary: [[GameConfig], SetupSummary];
  /** Open the saves under a prefix (null: keep nothing); returns whether saving works. */
  openStore: [[string | null], boolean];
  saves: [[], SaveSummary[]];
  /** Save the game in progress with the page's metadata; it becomes the game to resume. */
  persist: [[GameMeta], void];
  /** Load a saved game; on failure it is no longer the game to resume (it stays saved). */
  resume: [[string], Resumed];
  current: [[], string | null];
  forgetCurrent: [[], void];
  removeSave: [[string], void];
  exportSave: [[string], ExportedSave];
  /** The game held now with the page's metadata, as a save file (it may differ from the stored one when saving fails). */
  exportGame: [[GameMeta], ExportedSave];
  /** A save file's text: checked, loaded, stored under a new id. */
  importSave: [[string], Resumed];
  /** Saves the page found in its old localStorage: returns the keys now kept here. */
  migrate: [[{ key: string; text: string }[], string | null], string[]];
}
export type Op = keyof Ops;

/** Operations that leave the game as it is: a computer's decided answer survives them. */
const KEEPS_GAME: ReadonlySet<Op> = new Set<Op>(['log', 'rules', 'snapshot', 'publicView', 'catalogue', 'setupSummary', 'saves', 'persist', 'current', 'exportSave', 'exportGame']);

/** Why a save is refused when another tab or window saved the same game since this one loaded or saved it. */
const CONTINUED_ELSEWHERE = 'this game was continued in another tab or window: reload to go on from there (Export keeps this copy)';

/** A save file's text and name (it reveals every hidden card). */
function exported(save: SavedGame): ExportedSave {
  return { text: JSON.stringify(save, null, 1), name: fileName(save), finished: save.finished };
}

/** One engine holding at most one game, and the saves. */
export class Dispatcher {
  private game: Game | null = null;
  private store: KeyValueStore | null = null;
  /** The answer `botThink` decided, for the game and question it was decided on. */
  private decided: { game: Game; player: PlayerId; answer: Answer } | null = null;
  /**
   * The stored revision of the game held, as this worker last loaded or saved it:
   * a save finds another one there when another tab has gone on with the game since.
   */
  private held: { id: string; rev: number } | null = null;

  private current(): Game {
    if (!this.game) throw new Error('no game is loaded');
    return this.game;
  }

  private saves(): KeyValueStore {
    if (!this.store?.enabled) throw new Error('saving is not available here');
    return this.store;
  }

  /** Replace the game (the old one is freed only once the new one exists). */
  private use(next: Game) {
    this.game?.free();
    this.game = next;
  }

  /**
   * A saved game's engine, loaded and checked against its seats (the caller keeps or
   * frees it), with the save's summary; who answered what in the action in progress
   * is cut to the answers the engine could replay.
   */
  private async loadChecked(save: SavedGame): Promise<{ next: Game; resumed: Resumed }> {
    const { game: next, unreplayed } = await Game.resume(save.engine);
    try {
      checkSeats(save, next.view(null).players.map((p) => p.name));
    } catch (e) {
      next.free();
      throw e;
    }
    // Whether the game is over is the game's to say, not the file's.
    const meta = { ...summary(save), finished: next.view(null).outcome !== null };
    if (unreplayed) meta.answeredBy = meta.answeredBy?.slice(0, unreplayed.kept);
    // Only the two counts reach the page: the refused answer and the engine's error
    // can name cards of a hand.
    return { next, resumed: { meta, unreplayed: unreplayed && { kept: unreplayed.kept, dropped: unreplayed.dropped } } };
  }

  /** For tests, from the worker's own scope (never sent to the page): what `viewer` may not see. */
  hidden(viewer: PlayerId | null): string[] {
    return this.current().hiddenFrom(viewer);
  }

  /** The game held, with the page's metadata, as a save. */
  private saveOf(meta: GameMeta): SavedGame {
    const g = this.current();
    return {
      app: 'innovation', version: 1, id: meta.id, created: meta.created, seats: meta.seats, teams: meta.teams, answeredBy: meta.answeredBy, seen: meta.seen,
      updated: Date.now(), finished: g.view(null).outcome !== null, engine: g.save(),
    };
  }

  private snapshot(viewer: PlayerId | null, logFrom: number, undo: number): Snapshot {
    const g = this.current();
    return { view: g.view(viewer), logLength: g.logLength(), log: g.log(viewer, logFrom), canUndo: undo > 0 && g.canUndo(undo) };
  }

  async run<K extends Op>(op: K, args: Ops[K][0]): Promise<Ops[K][1]> {
    return (await this.exec(op, args as unknown[])) as Ops[K][1];
  }

  private async exec(op: Op, a: unknown[]): Promise<unknown> {
    // Any other operation may change the game or its question: a decided answer
    // is then stale.
    if (op !== 'botPlay' && !KEEPS_GAME.has(op)) this.decided = null;
    switch (op) {
      case 'create':
        // Build the new game first: a bad config or scenario leaves the current one intact.
        this.use(await Game.create(a[0] as GameConfig));
        this.held = null;
        return undefined;
      case 'fromScenario':
        this.use(await Game.fromScenario(a[0] as string));
        this.held = null;
        return undefined;
      case 'log':
        return this.current().log(a[0] as PlayerId | null, a[1] as number);
      case 'rules':
        return this.current().view(null).rules;
      case 'publicView':
        return this.current().view(null);
      case 'snapshot':
        return this.snapshot(a[0] as PlayerId | null, a[1] as number, a[2] as number);
      case 'play':
        this.current().answer(a[0] as Answer);
        return this.snapshot(a[1] as PlayerId | null, a[2] as number, a[3] as number);
      case 'undo':
        return this.current().undo(a[0] as number);
      case 'botThink': {
        const game = this.current();
        const player = a[0] as PlayerId;
        this.decided = { game, player, answer: game.botAnswer(player, a[1] as BotLevel, a[2] as number, a[3] as number) };
        return undefined;
      }
      case 'botPlay': {
        const d = this.decided;
        this.decided = null;
        if (!d || d.game !== this.game) throw new Error('no computer answer is waiting');
        try {
          d.game.answer(d.answer);
        } catch {
          // The engine's message lists the legal answers: the computer's hidden cards.
          throw new Error(`the computer's answer for player ${d.player + 1} was refused`);
        }
        return this.snapshot(a[0] as PlayerId | null, a[1] as number, a[2] as number);
      }
      case 'catalogue':
        return catalogue((a[0] as number | null) ?? 3);
      case 'setupSummary':
        return setupSummary(a[0] as GameConfig);
      case 'openStore':
        this.store = await KeyValueStore.open(a[0] as string | null);
        return this.store.enabled;
      case 'saves': {
        if (!this.store?.enabled) return [];
        const all = await this.store.values<unknown>('game:');
        // A damaged entry is skipped here, not deleted: it is the user's to remove.
        // (Their `finished` was read from the game when stored: by `persist`, or on import.)
        const ok = all.flatMap((x) => { try { return [summary(checkSave(x))]; } catch { return []; } });
        return ok.sort((x, y) => y.updated - x.updated);
      }
      case 'persist': {
        const meta = a[0] as GameMeta;
        const save = this.saveOf(meta);
        const rev = this.held?.id === save.id ? this.held.rev : null;
        await this.saves().update(`game:${save.id}`, (x) => {
          const stored = x as SavedGame | undefined;
          if (stored !== undefined && (stored.rev ?? 0) !== rev) throw new Error(CONTINUED_ELSEWHERE);
          // Only a change of the game makes a new revision: saving what a person last
          // saw (at a hand-over) does not put another tab's copy out of date.
          save.rev = (stored?.rev ?? 0) + (stored?.engine === save.engine ? 0 : 1);
          return save;
        }, { current: save.id });
        this.held = { id: save.id, rev: save.rev! };
        return undefined;
      }
      case 'resume': {
        const id = a[0] as string;
        const st = this.saves();
        try {
          const x = await st.get<unknown>(`game:${id}`);
          if (x === undefined) throw new Error('this saved game no longer exists');
          const save = checkSave(x);
          const { next, resumed } = await this.loadChecked(save);
          this.use(next);
          this.held = { id, rev: save.rev ?? 0 };
          await st.put('current', id);
          return resumed;
        } catch (e) {
          // Never resumed again by itself: a save that fails must not fail on every start.
          await st.delete('current');
          throw e;
        }
      }
      case 'current':
        return this.store?.enabled ? ((await this.store.get<string>('current')) ?? null) : null;
      case 'forgetCurrent':
        return this.store?.enabled ? this.store.delete('current') : undefined;
      case 'removeSave': {
        const st = this.saves();
        const id = a[0] as string;
        await st.delete(`game:${id}`);
        if ((await st.get<string>('current')) === id) await st.delete('current');
        return undefined;
      }
      case 'exportSave': {
        const x = await this.saves().get<unknown>(`game:${a[0] as string}`);
        if (x === undefined) throw new Error('this saved game no longer exists');
        const save = checkSave(x);
        return exported({ ...save, rev: undefined });
      }
      case 'exportGame':
        // The game held, not its save: after a failed save the stored one is older.
        return exported(this.saveOf(a[0] as GameMeta));
      case 'importSave': {
        const save = parseSave(a[0] as string);
        // A fresh id: an import never overwrites another saved game.
        const stored: SavedGame = { ...save, id: newId(), updated: Date.now(), rev: 0 };
        // The engine checks the game itself, then the seats are checked against it;
        // a bad file leaves everything as it was.
        const { next, resumed } = await this.loadChecked(stored);
        stored.finished = resumed.meta.finished;
        if (this.store?.enabled) {
          await this.store.put(`game:${stored.id}`, stored);
          await this.store.put('current', stored.id);
        }
        this.use(next);
        this.held = { id: stored.id, rev: 0 };
        return resumed;
      }
      case 'migrate': {
        const st = this.saves();
        const moved: string[] = [];
        for (const { key, text } of a[0] as { key: string; text: string }[]) {
          let save: SavedGame;
          try {
            save = parseSave(text);
          } catch {
            continue; // unreadable: left where it is
          }
          const have = await st.get<unknown>(`game:${save.id}`);
          if (have === undefined) await st.put(`game:${save.id}`, save);
          moved.push(key);
        }
        const current = a[1] as string | null;
        if (current !== null && (await st.get<string>('current')) === undefined) await st.put('current', current);
        return moved;
      }
    }
  }
}
