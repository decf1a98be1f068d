// The page's handle on the engine: a promise-based RPC client of the engine worker
// (worker.ts). Engine errors come back as rejected promises with the engine's
// message. Where no worker can start, the same operations run on the main thread.
import { Dispatcher, type BotLevel, type Op, type Ops, type Snapshot } from './dispatch';
import type { Request, Response } from './worker';
import type { Answer, Catalogue, GameConfig, PlayerId } from './types';

export type { BotLevel, Snapshot };

interface Backend {
  call(op: Op, args: unknown[]): Promise<unknown>;
  close(): void;
}

class WorkerBackend implements Backend {
  private next = 1;
  private pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  /** Set when the worker itself failed (not an engine error): every call then fails with it. */
  broken: Error | null = null;

  constructor(private readonly worker: Worker) {
    worker.onmessage = (e: MessageEvent<Response>) => {
      const r = e.data;
      const p = this.pending.get(r.id);
      if (!p) return;
      this.pending.delete(r.id);
      if (r.ok) p.resolve(r.value);
      else p.reject(new Error(r.error));
    };
    worker.onerror = (e) => {
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
    this.fail(new Error('the engine was closed'));
  }
}

class LocalBackend implements Backend {
  private readonly engine = new Dispatcher();
  call(op: Op, args: unknown[]): Promise<unknown> {
    return this.engine.run(op, args as never);
  }
  close() {}
}

export class EngineClient {
  private constructor(
    private readonly backend: Backend,
    /** True when the engine runs in a worker (false: the main-thread fallback). */
    readonly inWorker: boolean,
  ) {}

  /** Start an engine: in a worker if one starts and loads the engine, else on the main thread. */
  static async start(): Promise<EngineClient> {
    let worker: WorkerBackend | null = null;
    try {
      worker = new WorkerBackend(new Worker(new URL('./worker.ts', import.meta.url)));
      // Loading the catalogue proves the worker and its wasm module work.
      await worker.call('catalogue', []);
      return new EngineClient(worker, true);
    } catch (err) {
      worker?.close();
      console.warn('engine worker unavailable, running the engine on the main thread:', err);
      return new EngineClient(new LocalBackend(), false);
    }
  }

  private call<K extends Op>(op: K, ...args: Ops[K][0]): Promise<Ops[K][1]> {
    return this.backend.call(op, args) as Promise<Ops[K][1]>;
  }

  create(config: GameConfig): Promise<void> { return this.call('create', config); }
  load(save: string): Promise<void> { return this.call('load', save); }
  /** A game from a scenario file's text (its position, with its steps played). */
  fromScenario(text: string): Promise<void> { return this.call('fromScenario', text); }
  log(viewer: PlayerId | null, from: number): Promise<string[]> { return this.call('log', viewer, from); }
  /** View, log length, new log lines and canUndo at once. */
  snapshot(viewer: PlayerId | null, logFrom: number): Promise<Snapshot> { return this.call('snapshot', viewer, logFrom); }
  answer(answer: Answer): Promise<void> { return this.call('answer', answer); }
  canUndo(): Promise<boolean> { return this.call('canUndo'); }
  undo(): Promise<void> { return this.call('undo'); }
  save(): Promise<string> { return this.call('save'); }
  botAnswer(player: PlayerId, level: BotLevel, budgetMs: number, seed: number): Promise<Answer> {
    return this.call('botAnswer', player, level, budgetMs, seed);
  }
  catalogue(): Promise<Catalogue> { return this.call('catalogue'); }
  close() { this.backend.close(); }
}
