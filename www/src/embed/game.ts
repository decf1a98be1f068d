// <inno-game players="Ada,Bo" seed="3" computers="Bo:heuristic" pace="700">: the
// whole app (www/src/app/mount.ts) inside a page, in its own Shadow DOM. Without
// `players` it opens on the setup screen. Saved games are kept only when the page asks (storage-key="…"), so two
// games on one page, or a game on a site that also hosts the app, never pick up
// each other's saves.
import { mountGame as mountApp, type MountOptions } from '../app/mount';
import { LEVELS } from '../app/seats';
import type { BotLevel } from '../engine/client';
import type { GameHandle, GameOptions } from '../../static/embed';
import { apiRoot, checkOptions, EmbedElement, elementSource, h, scenarioPosition, scenarioText, show, showError } from './common';

/** The players of a scenario's text, or null when it has none to read (the engine then says what is wrong). */
function scenarioPlayers(text: string): string[] | null {
  try {
    const players: unknown = JSON.parse(text)?.setup?.players;
    return Array.isArray(players) ? players.map(String) : null;
  } catch {
    return null;
  }
}

function appOptions(o: GameOptions): MountOptions {
  const m: MountOptions = { storageKey: o.storageKey ?? null };
  if (o.scenario !== undefined) m.scenario = o.scenario;
  if (o.players !== undefined) {
    if (!Array.isArray(o.players) || o.players.some((p) => typeof p !== 'string' || !p.trim())) throw new Error('players: a list of names, e.g. players="Ada,Bo"');
    m.players = o.players.map((p) => p.trim());
  }
  if (o.seed !== undefined) {
    if (!Number.isSafeInteger(o.seed) || o.seed < 0) throw new Error(`seed ${JSON.stringify(o.seed)}: a whole number, 0 or more`);
    m.seed = o.seed;
  }
  if (o.edition !== undefined) {
    if (![1, 3, 4].includes(o.edition)) throw new Error(`edition ${JSON.stringify(o.edition)}: 1, 3 or 4`);
    m.edition = o.edition;
  }
  if (o.expansions !== undefined) {
    // Which sets exist and go together is the engine's to say (a bad one is its error on the setup screen or at the start).
    if (!Array.isArray(o.expansions) || o.expansions.some((x) => typeof x !== 'string' || !x.trim())) throw new Error('expansions: a list of sets, e.g. expansions="echoes,cities"');
    m.expansions = o.expansions.map((x) => x.trim());
  }
  if (o.computers !== undefined) {
    if (typeof o.computers !== 'object' || o.computers === null) throw new Error('computers: names with their level, e.g. computers="Bo:heuristic"');
    // The app seats a computer by its exact name: any other name would be ignored without a word.
    const players = m.scenario !== undefined ? scenarioPlayers(m.scenario) : m.players ?? [];
    for (const [name, level] of Object.entries(o.computers)) {
      if (players && !players.includes(name)) {
        throw new Error(`computers: ${JSON.stringify(name)} is not a player (${players.length ? `the players are ${players.join(', ')}` : 'name the players with players="…" or a scenario'})`);
      }
      if (!LEVELS.includes(level)) throw new Error(`computers: ${JSON.stringify(name)} plays at ${JSON.stringify(level)}, not one of ${LEVELS.join(', ')}`);
    }
    m.computers = { ...o.computers };
  }
  if (o.pace !== undefined) {
    if (!Number.isFinite(o.pace) || o.pace < 0 || o.pace > 60000) throw new Error(`pace ${JSON.stringify(o.pace)}: milliseconds from 0 to 60000`);
    m.pace = o.pace;
  }
  return m;
}

/** The app's error on its first screen or on its setup screen (a step the engine refuses, 1 or 5 players…). */
function appError(box: HTMLElement): boolean {
  return box.querySelector('.inno-screen > [role=alert], .inno-setup > [role=alert]') !== null;
}

/**
 * The app in `box`, shown in `root`: "loading" until the app shows its first screen
 * (then `firstScreen` is called), then "error" while that screen or the setup screen
 * shows an error, else "ready".
 */
function startApp(root: ShadowRoot, box: HTMLElement, options: MountOptions, firstScreen: () => void = () => undefined): GameHandle {
  show(root, box, 'loading');
  const app = mountApp(box, options);
  // After mountApp, which puts its loading screen into the box.
  const screens = new MutationObserver(() => {
    show(root, box, appError(box) ? 'error' : 'ready');
    firstScreen();
  });
  screens.observe(box, { childList: true, subtree: true });
  return {
    destroy() {
      screens.disconnect();
      app.destroy();
    },
  };
}

/** Mount the game into `host` (inside its shadow root). Bad options show an error in the host and return a handle that does nothing. */
export function mountGame(host: HTMLElement, options: GameOptions = {}): GameHandle {
  const root = apiRoot(host, 'mountGame');
  if (!root) return { destroy() {} };
  try {
    checkOptions(options, "{ players: ['Ada', 'Bo'] }");
    return startApp(root, h('div', { class: 'inno-embed-game' }), appOptions(options));
  } catch (e) {
    showError(root, 'cannot start this game', e);
    return { destroy() {} };
  }
}

/** An attribute's number, or an error that quotes the attribute as the page wrote it. */
function numberAttribute(name: string, value: string, ok: (n: number) => boolean, meaning: string): number {
  const n = value.trim() === '' ? NaN : Number(value);
  if (!ok(n)) throw new Error(`${name} ${JSON.stringify(value)}: ${meaning}`);
  return n;
}

export class InnoGame extends EmbedElement {
  static observedAttributes = ['players', 'seed', 'storage-key', 'src', 'computers', 'pace', 'edition', 'expansions'];
  protected readonly what = 'cannot start this game';
  protected readonly inline = 'script';
  private game: GameHandle | null = null;
  private box: HTMLElement | null = null;
  private release: (() => void) | null = null;

  protected async draw(isCurrent: () => boolean): Promise<Node> {
    this.stop();
    const o: GameOptions = {};
    const players = this.getAttribute('players');
    if (players !== null) o.players = players.split(',');
    const seed = this.getAttribute('seed');
    if (seed !== null) o.seed = numberAttribute('seed', seed, (n) => /^\s*\d+\s*$/.test(seed) && Number.isSafeInteger(n), 'a whole number, 0 or more');
    const key = this.getAttribute('storage-key');
    if (key) o.storageKey = key;
    const computers = this.getAttribute('computers');
    if (computers !== null) {
      // "Bo:heuristic, Cy:random"
      o.computers = Object.fromEntries(computers.split(',').filter((x) => x.trim()).map((x) => {
        const [name, level = ''] = x.split(':').map((y) => y.trim());
        return [name, level as BotLevel];
      }));
    }
    const edition = this.getAttribute('edition');
    if (edition !== null) o.edition = numberAttribute('edition', edition, (n) => [1, 3, 4].includes(n), '1, 3 or 4');
    const expansions = this.getAttribute('expansions');
    if (expansions !== null) o.expansions = expansions.split(',').filter((x) => x.trim());
    const pace = this.getAttribute('pace');
    if (pace !== null) o.pace = numberAttribute('pace', pace, (n) => n >= 0 && n <= 60000, 'milliseconds from 0 to 60000');
    // A scenario (src="….json" or inline JSON): checked here, so that a bad one shows its error in this box.
    const source = await elementSource(this, true);
    if (source.src !== undefined || source.scenario !== undefined) {
      const text = await scenarioText(source);
      await scenarioPosition(text, {});
      o.scenario = text;
    }
    // Removed from the page (or redrawn) meanwhile: no game, and so no engine worker, for it.
    if (!isCurrent()) return h('div', {});
    const options = appOptions(o);
    const box = h('div', { class: 'inno-embed-game' });
    this.box = box;
    // Ready (for `el.ready`) once the app shows its first screen, or once stopped.
    await new Promise<void>((resolve) => {
      this.release = resolve;
      this.game = startApp(this.root, box, options, resolve);
    });
    return box;
  }

  protected drawnState(): 'ready' | 'error' {
    return this.box && appError(this.box) ? 'error' : 'ready';
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stop();
  }

  private stop(): void {
    this.game?.destroy();
    this.game = null;
    this.box = null;
    this.release?.();
    this.release = null;
  }
}
