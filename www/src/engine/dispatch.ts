// The engine's operations by name, shared by the Web Worker (worker.ts) and the
// main-thread fallback of client.ts, so both routes run exactly the same code.
import { Game, catalogue } from './engine';
import type { Answer, Catalogue, GameConfig, PlayerId, View } from './types';

export type BotLevel = 'random' | 'heuristic' | 'strong';

/** What the page needs after every change, in one round trip. */
export interface Snapshot {
  view: View;
  logLength: number;
  /** Log lines for the viewer from the requested index on. */
  log: string[];
  canUndo: boolean;
}

/** Operation name → [arguments, result]. */
export interface Ops {
  create: [[GameConfig], void];
  load: [[string], void];
  fromScenario: [[string], void];
  log: [[PlayerId | null, number], string[]];
  snapshot: [[PlayerId | null, number], Snapshot];
  answer: [[Answer], void];
  canUndo: [[], boolean];
  undo: [[], void];
  save: [[], string];
  botAnswer: [[PlayerId, BotLevel, number, number], Answer];
  catalogue: [[], Catalogue];
}
export type Op = keyof Ops;

/** One engine holding at most one game. */
export class Dispatcher {
  private game: Game | null = null;

  private current(): Game {
    if (!this.game) throw new Error('no game is loaded');
    return this.game;
  }

  async run<K extends Op>(op: K, args: Ops[K][0]): Promise<Ops[K][1]> {
    return (await this.exec(op, args as unknown[])) as Ops[K][1];
  }

  private async exec(op: Op, a: unknown[]): Promise<unknown> {
    switch (op) {
      case 'create':
      case 'load':
      case 'fromScenario': {
        // Build the new game first: a bad config, save or scenario leaves the current one intact.
        const next =
          op === 'create' ? await Game.create(a[0] as GameConfig) : op === 'load' ? await Game.load(a[0] as string) : await Game.fromScenario(a[0] as string);
        this.game?.free();
        this.game = next;
        return undefined;
      }
      case 'log':
        return this.current().log(a[0] as PlayerId | null, a[1] as number);
      case 'snapshot': {
        const g = this.current();
        const viewer = a[0] as PlayerId | null;
        const snap: Snapshot = { view: g.view(viewer), logLength: g.logLength(), log: g.log(viewer, a[1] as number), canUndo: g.canUndo() };
        return snap;
      }
      case 'answer':
        return this.current().answer(a[0] as Answer);
      case 'canUndo':
        return this.current().canUndo();
      case 'undo':
        return this.current().undo();
      case 'save':
        return this.current().save();
      case 'botAnswer':
        return this.current().botAnswer(a[0] as PlayerId, a[1] as BotLevel, a[2] as number, a[3] as number);
      case 'catalogue':
        return catalogue();
    }
  }
}
