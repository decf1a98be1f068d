// The engine as the UI uses it: the wasm GameHandle with the types of types.ts.
// Loading is asynchronous (the wasm module is fetched and compiled once).
import type { Answer, Catalogue, GameConfig, LogLine, PlayerId, SetupSummary, Unreplayed, View } from './types';

type Wasm = typeof import('../../pkg/innovation');
let wasm: Promise<Wasm> | null = null;

/** Load the engine (once). */
export function loadEngine(): Promise<Wasm> {
  if (!wasm) wasm = import('../../pkg/innovation');
  return wasm;
}

/** A game; every method throws an Error with a readable message on bad input and then changes nothing. */
export class Game {
  private constructor(private readonly handle: import('../../pkg/innovation').GameHandle) {}

  static async create(config: GameConfig): Promise<Game> {
    const w = await loadEngine();
    return new Game(new w.GameHandle(config));
  }
  /** A game from a scenario file's text: its position with its steps played. */
  static async fromScenario(text: string): Promise<Game> {
    const w = await loadEngine();
    return new Game(w.GameHandle.fromScenario(text));
  }
  /**
   * A saved game to go on with: a save written by a version of the engine that asked
   * other questions goes on from the first answer of the action in progress that
   * this one refuses (`unreplayed` says which; null when every answer was replayed).
   */
  static async resume(save: string): Promise<{ game: Game; unreplayed: Unreplayed | null }> {
    const w = await loadEngine();
    const handle = w.GameHandle.resume(save);
    return { game: new Game(handle), unreplayed: handle.unreplayed() as Unreplayed | null };
  }
  /** `viewer`: a player, or null for a spectator. */
  view(viewer: PlayerId | null): View {
    return this.handle.view(viewer) as View;
  }
  logLength(): number {
    return this.handle.logLength();
  }
  /** Log lines for `viewer` from entry `from` on. */
  log(viewer: PlayerId | null, from: number): LogLine[] {
    return this.handle.log(viewer, from) as LogLine[];
  }
  answer(answer: Answer): void {
    this.handle.answer(answer);
  }
  /** Whether the last `answers` answers can be taken back together. */
  canUndo(answers = 1): boolean {
    return this.handle.canUndo(answers);
  }
  /** Take back the last `answers` answers at once, or none of them. */
  undo(answers = 1): void {
    this.handle.undo(answers);
  }
  save(): string {
    return this.handle.save();
  }
  /** For tests (the worker's test hook): titles of the cards `viewer` cannot see now. */
  hiddenFrom(viewer: PlayerId | null): string[] {
    return this.handle.hiddenFrom(viewer) as string[];
  }
  /** A computer player's answer to its pending question (not applied). */
  botAnswer(player: PlayerId, level: 'random' | 'heuristic' | 'strong', budgetMs: number, seed: number): Answer {
    return this.handle.botAnswer(player, level, budgetMs, seed) as Answer;
  }
  free(): void {
    this.handle.free();
  }
}

/** Every card of an edition (1, 3 or 4; default 3) with that edition's icons and our wording. */
export async function catalogue(edition = 3): Promise<Catalogue> {
  const w = await loadEngine();
  return w.catalogue(edition) as Catalogue;
}

/** A configuration checked as a new game's would be, with its number of achievements to win (throws the same error a new game would). */
export async function setupSummary(config: GameConfig): Promise<SetupSummary> {
  const w = await loadEngine();
  return w.setupSummary(config) as SetupSummary;
}
