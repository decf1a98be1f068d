// The page's handle on the engine: a promise-based RPC client of the engine worker
// (worker.ts). Engine errors come back as rejected promises with the engine's
// message. The engine runs only in a worker, so that the page never holds the
// game: if the engine traps (a bug), the worker is replaced by a new one (the
// saves stay in IndexedDB) and the call fails with an EngineRestarted error.
import type { BotLevel, ExportedSave, Op, Ops, Resumed, Snapshot } from './dispatch';
import type { Request, Response } from './worker';
import type { Answer, Catalogue, GameConfig, LogLine, PlayerId, RulesView, SetupSummary, View } from './types';
import type { GameMeta, SaveSummary } from '../app/saves';

export type { BotLevel, ExportedSave, Resumed, Snapshot };

/** The engine failed on a bug and was restarted: the game in progress must be resumed from its save. */
export class EngineRestarted extends Error {}

class WorkerBackend {
  private next = 1;
  private pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  /** Set when the worker itself failed (not an engine error): every call then fails with it. */
  broken: Error | null = null;
  private readonly worker: Worker;

  constructor(onFatal: () => void) {
    this.worker = new Worker(new URL('./worker.ts', import.meta.url));
    this.worker.onmessage = (e: MessageEvent<Response>) => {
      const r = e.data;
      const p = this.pending.get(r.id);
      if (!p) return;
      this.pending.delete(r.id);
      if (r.ok) p.resolve(r.value);
      else if (r.fatal) {
        const err = new EngineRestarted(`${r.error}; it was restarted, and the game is as it was last saved`);
        p.reject(err);
        this.fail(err);
        onFatal();
      } else p.reject(new Error(r.error));
    };
    this.worker.onerror = (e) => {
      e.preventDefault();
      this.fail(new Error(`the engine worker failed: ${e.message || 'could not start'}`));
    };
  }

  private fail(err: Error) {
    this.broken = err;
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  call(op: Op, args: unknown[]): Promise<unknown> {
    if (this.broken) return Promise.reject(this.broken);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const req: Request = { id, op, args };
      this.worker.postMessage(req);
    });
  }

  close() {
    this.worker.terminate();
    if (!this.broken) this.fail(new Error('the engine was closed'));
  }
}

export class EngineClient {
  private backend: WorkerBackend;
  private restarting: Promise<void> | null = null;
  /** Engine restarts after a trap (shown on the app's root as data-engine-restarts). */
  restarts = 0;
  private storePrefix: string | null = null;

  private constructor() {
    this.backend = this.spawn();
  }

  /** Start the engine in a worker; fails with a readable error where no worker can run it. */
  static async start(): Promise<EngineClient> {
    const c = new EngineClient();
    try {
      // Loading the catalogue proves the worker and its wasm module work.
      await c.call('catalogue', null);
    } catch (e) {
      c.close();
      throw new Error(`the engine could not start in a Web Worker: ${e instanceof Error ? e.message : String(e)}`);
    }
    return c;
  }

  private spawn(): WorkerBackend {
    return new WorkerBackend(() => {
      this.restarting = this.restart();
    });
  }

  /** A new worker in place of the broken one, with the same saves open. */
  private async restart() {
    this.backend.close();
    this.backend = this.spawn();
    this.restarts++;
    await this.backend.call('openStore', [this.storePrefix]);
  }

  private async call<K extends Op>(op: K, ...args: Ops[K][0]): Promise<Ops[K][1]> {
    if (this.restarting) {
      await this.restarting;
      this.restarting = null;
    }
    return this.backend.call(op, args) as Promise<Ops[K][1]>;
  }

  create(config: GameConfig): Promise<void> { return this.call('create', config); }
  /** A game from a scenario file's text (its position, with its steps played). */
  fromScenario(text: string): Promise<void> { return this.call('fromScenario', text); }
  log(viewer: PlayerId | null, from: number): Promise<LogLine[]> { return this.call('log', viewer, from); }
  /** The rules of the game held (edition, ages, icons). */
  rules(): Promise<RulesView> { return this.call('rules'); }
  /** View, log length, new log lines and whether the last `undo` answers can be taken back, at once. */
  snapshot(viewer: PlayerId | null, logFrom: number, undo: number): Promise<Snapshot> { return this.call('snapshot', viewer, logFrom, undo); }
  /** What everyone sees: no player's hidden cards. */
  publicView(): Promise<View> { return this.call('publicView'); }
  /** Answer, then the snapshot for `viewer`, in one round trip. */
  play(answer: Answer, viewer: PlayerId | null, logFrom: number, undo: number): Promise<Snapshot> { return this.call('play', answer, viewer, logFrom, undo); }
  /** Take back the last `answers` answers at once, or none of them. */
  undo(answers = 1): Promise<void> { return this.call('undo', answers); }
  /** A computer decides its answer; the answer stays in the worker. */
  botThink(player: PlayerId, level: BotLevel, budgetMs: number, seed: number): Promise<void> {
    return this.call('botThink', player, level, budgetMs, seed);
  }
  /** Play the decided answer, then the snapshot for `viewer`, in one round trip. */
  botPlay(viewer: PlayerId | null, logFrom: number, undo: number): Promise<Snapshot> { return this.call('botPlay', viewer, logFrom, undo); }
  /** Every card of an edition (default 3), with its icons and our wording in that edition. */
  catalogue(edition: number | null = null): Promise<Catalogue> { return this.call('catalogue', edition); }
  /** A configuration checked as a new game's would be, with its number of achievements to win. */
  setupSummary(config: GameConfig): Promise<SetupSummary> { return this.call('setupSummary', config); }

  /** Open the saves under a prefix (null: keep nothing); resolves whether saving works. */
  openStore(prefix: string | null): Promise<boolean> {
    this.storePrefix = prefix;
    return this.call('openStore', prefix);
  }
  saves(): Promise<SaveSummary[]> { return this.call('saves'); }
  /** Save the game in progress (the worker holds it; the page gives who plays and who answered). */
  persist(meta: GameMeta): Promise<void> { return this.call('persist', meta); }
  resume(id: string): Promise<Resumed> { return this.call('resume', id); }
  current(): Promise<string | null> { return this.call('current'); }
  forgetCurrent(): Promise<void> { return this.call('forgetCurrent'); }
  removeSave(id: string): Promise<void> { return this.call('removeSave', id); }
  /** The full save file: it reveals every hidden card (ask the person first). */
  exportSave(id: string): Promise<ExportedSave> { return this.call('exportSave', id); }
  /** The game the worker holds now, with the page's metadata, as a save file (it reveals every hidden card: ask first). */
  exportGame(meta: GameMeta): Promise<ExportedSave> { return this.call('exportGame', meta); }
  importSave(text: string): Promise<Resumed> { return this.call('importSave', text); }
  migrate(entries: { key: string; text: string }[], current: string | null): Promise<string[]> { return this.call('migrate', entries, current); }

  close() { this.backend.close(); }
}
