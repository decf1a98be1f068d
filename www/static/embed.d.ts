// TypeScript declarations of the embed bundle (dist/embed.js): its functions, the
// global `Innovation` of a plain <script src="embed.js">, and the custom elements.
// The implementation (www/src/embed/) takes its option and handle types from this file,
// and www/src/embed/index.ts checks its exports against these declarations.
// See docs/embedding.md.

export as namespace Innovation;

/** Where a scenario comes from: a URL (relative to the page) or the scenario itself (JSON text or object). */
export interface ScenarioSource {
  src?: string;
  scenario?: string | object;
}

export interface CardOptions {
  /** The card's title, any case: "Archery", "the wheel". */
  name: string;
  /** "large" (default: the whole card with its text) or "compact". */
  size?: 'compact' | 'large';
  /** 1, 3 or 4 (default 3): that edition's icons and our wording of its text. */
  edition?: string | number;
}

export interface PositionOptions extends ScenarioSource {
  /** "all" (default: every card face up), "spectator", or a player's name (only their hand and score pile face up). */
  viewer?: string;
  /** Play this many of the scenario's steps first (default 0: the position as written). */
  step?: number;
}

export interface ExampleOptions extends ScenarioSource {
  /** As for a position: whose eyes the table and the log are seen with. */
  viewer?: string;
}

/** Drives one example. */
export interface ExampleController {
  /** The state shown: 0 is the position, i the state after step i. */
  readonly step: number;
  /** The number of steps. */
  readonly steps: number;
  next(): void;
  back(): void;
  restart(): void;
  go(step: number): void;
}

export interface GameOptions {
  /** Names of the players (2 to 4, all playing at this screen); omit for the setup screen. */
  players?: string[];
  /** A whole number: the same seed deals the same game. */
  seed?: number;
  /** The rules: 1, 3 (default) or 4. */
  edition?: number;
  /** The expansions (3rd edition): any of "echoes", "artifacts", "relics" (with "artifacts"), "cities", "figures"; also the setup screen's default. */
  expansions?: string[];
  /** Prefix under which this game is saved and resumed (in the browser's IndexedDB); default: nothing is kept. */
  storageKey?: string | null;
  /** Start from a scenario's position (the scenario file's text), its players at this screen; overrides players and seed. */
  scenario?: string;
  /** Players (of `players` or of the scenario) played by the computer, by name: `{ Bo: 'heuristic' }`. */
  computers?: Record<string, 'random' | 'heuristic' | 'strong'>;
  /** Milliseconds before each computer answer (default 700). */
  pace?: number;
}

export interface GameHandle {
  /** Stop the game and empty the host. */
  destroy(): void;
}

/** Draw a card into `host` (in its shadow root). Resolves when drawn or when an error is shown in the host. */
export function renderCard(host: HTMLElement, options: CardOptions): Promise<void>;
/** Draw a scenario's position into `host`. Resolves when drawn or when an error is shown in the host. */
export function mountPosition(host: HTMLElement, options: PositionOptions): Promise<void>;
/** Mount a step-by-step example into `host`; resolves to its controller, or null when an error is shown instead. */
export function mountExample(host: HTMLElement, options: ExampleOptions): Promise<ExampleController | null>;
/** Mount the whole game into `host`. */
export function mountGame(host: HTMLElement, options?: GameOptions): GameHandle;

/** Common to the elements: `data-inno-state` on the element is "loading", "ready" or "error". */
export interface InnoElement extends HTMLElement {
  /** Resolves when the element shows its content or its error. */
  readonly ready: Promise<void>;
}

/** <inno-example>: also driven from script. */
export interface InnoExampleElement extends InnoElement, ExampleController {}

declare global {
  interface HTMLElementTagNameMap {
    'inno-card': InnoElement;
    'inno-position': InnoElement;
    'inno-example': InnoExampleElement;
    'inno-game': InnoElement;
  }
}
